import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadAll } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { type NotificationPages, withAllNotificationsRead } from '../notifications-cache.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /api/notifications/read-all → how many were marked, and the unread count after (0). */
export const markAllNotificationsRead = () => api.put<NotificationsReadAll>('/notifications/read-all');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (current) =>
        withAllNotificationsRead(current, new Date().toISOString()),
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
