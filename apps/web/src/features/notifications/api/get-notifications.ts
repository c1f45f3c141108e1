import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GESTOR_PANEL_REFRESH_MS, type NotificationsPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { notificationKeys } from './notification-keys.ts';

/** Notifications per page of the centre ('Ver más' for the next ones). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?limit=&offset= → {notifications (newest first), unread_count}. */
export const getNotifications = (offset: number, signal?: AbortSignal) =>
  api.get<NotificationsPage>('/notifications', {
    signal,
    query: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
  });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.notifications.length < NOTIFICATIONS_PAGE_SIZE
        ? undefined
        : pages.length * NOTIFICATIONS_PAGE_SIZE,
    staleTime: 30_000,
  });

/**
 * The bell's list and count. New ones arrive as live events (notifications-live-events.ts); while the
 * live stream is down the count refreshes every minute.
 */
export function useNotifications() {
  const refetchInterval = useFallbackInterval(GESTOR_PANEL_REFRESH_MS);
  return useInfiniteQuery({ ...notificationsQueryOptions(), refetchInterval });
}
