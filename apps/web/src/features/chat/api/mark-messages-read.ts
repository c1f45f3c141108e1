import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagesReadResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudLists } from '../../../lib/query-keys.ts';

/** PUT /api/tramite-requests/{id}/messages/read: the user has read the chat up to now. */
export const markMessagesRead = (solicitudId: string) =>
  api.put<MessagesReadResponse>(`/tramite-requests/${encodeURIComponent(solicitudId)}/messages/read`);

/** The lists' unread badges and the dashboard's total change with it. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () => invalidateSolicitudLists(queryClient),
  });
}
