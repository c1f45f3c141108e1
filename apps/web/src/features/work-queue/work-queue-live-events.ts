import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { workQueueKeys } from './api/get-work-queue.ts';

/**
 * What a live event changes in "Mi bandeja": a move, a message, an upload or review, or a notification (a
 * transfer's comprobante, a payment) can change what a request waits for, so the queue and the header's
 * count reload (only what is on screen refetches at once).
 */
export function applyWorkQueueLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (
    event.type === 'request.status' ||
    event.type === 'chat.message' ||
    event.type === 'document.updated' ||
    event.type === 'notification'
  ) {
    void queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
  }
}
