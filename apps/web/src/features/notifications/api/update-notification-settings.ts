import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** PUT /api/notifications/settings {email} → the settings as stored. */
export const updateNotificationSettings = (settings: NotificationSettings) =>
  api.put<NotificationSettings>('/notifications/settings', settings);

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings, settings);
    },
  });
}
