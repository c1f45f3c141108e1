import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { applyChatLiveEvent } from '../../features/chat/chat-live-events.ts';
import { applyDocumentsLiveEvent } from '../../features/documents/documents-live-events.ts';
import { applyInternalNotesLiveEvent } from '../../features/internal-notes/internal-notes-live-events.ts';
import {
  applyNotificationsLiveEvent,
  showNotificationToast,
} from '../../features/notifications/notifications-live-events.ts';
import { applyPaymentsLiveEvent } from '../../features/payments/payments-live-events.ts';
import { applyPaymentsAdminLiveEvent } from '../../features/payments-admin/payments-admin-live-events.ts';
import { applyRequestsLiveEvent } from '../../features/requests/requests-live-events.ts';
import { applyWorkQueueLiveEvent } from '../../features/work-queue/work-queue-live-events.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface LiveEventContext {
  queryClient: QueryClient;
  /** Opens a solicitud (a notification toast's button). */
  openSolicitud: (solicitudId: string) => void;
}

/**
 * Each feature says what a live event changes in its own cache (features never import each other); this
 * hands every event to all of them. A notification is also shown as a toast.
 */
export function dispatchLiveEvent(event: LiveEvent, { queryClient, openSolicitud }: LiveEventContext): void {
  applyChatLiveEvent(queryClient, event);
  applyDocumentsLiveEvent(queryClient, event);
  applyRequestsLiveEvent(queryClient, event);
  applyNotificationsLiveEvent(queryClient, event);
  applyPaymentsLiveEvent(queryClient, event);
  applyPaymentsAdminLiveEvent(queryClient, event);
  applyInternalNotesLiveEvent(queryClient, event);
  applyWorkQueueLiveEvent(queryClient, event);
  if (event.type === 'notification') {
    showNotificationToast(event.data, { onOpen: openSolicitud });
  }
}

/**
 * Reloads once what is on screen and lives on events (inactive queries only go stale).
 * - After a break the stream replays what it missed (Last-Event-ID), but a page may have been polled, or
 *   the replay window passed: everything reloads.
 * - When the stream first opens (`fetchedBefore`: the moment it opened), only data fetched before it:
 *   an event between that fetch and the opening was never sent to this tab.
 */
export function refreshLiveData(
  queryClient: QueryClient,
  { fetchedBefore }: { fetchedBefore?: number } = {},
): void {
  for (const queryKey of [
    queryKeys.solicitudes,
    queryKeys.documents,
    queryKeys.dashboard,
    queryKeys.notifications,
  ]) {
    void queryClient.invalidateQueries({
      queryKey,
      ...(fetchedBefore !== undefined && {
        predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < fetchedBefore,
      }),
    });
  }
}
