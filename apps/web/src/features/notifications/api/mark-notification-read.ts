import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type NotificationPages, withNotificationRead } from '../notifications-cache.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /api/notifications/{id}/read */
export const markNotificationRead = (id: string) =>
  api.put<unknown>(`/notifications/${encodeURIComponent(id)}/read`);

/** The item and the badge change at once; the list then reloads from the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (current) =>
        withNotificationRead(current, id, new Date().toISOString()),
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
