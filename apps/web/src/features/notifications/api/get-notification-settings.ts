import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/notifications/settings → {email}: whether the user also gets the notifications by email. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>('/notifications/settings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
    staleTime: 5 * 60_000,
  });

/** Loaded when the centre opens (`enabled`), not with every page. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}
