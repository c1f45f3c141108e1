import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationsPage } from '@tramites/shared';

/** The notification centre's cache: pages of `GET /api/notifications`, newest first. */
export type NotificationPages = InfiniteData<NotificationsPage>;

/** The unread count the server gave with the first page (kept in step by the patches below). */
export const unreadCountOf = (data: NotificationPages | undefined): number =>
  data?.pages[0]?.unread_count ?? 0;

/** Every notification loaded, once each (a page fetched after a live arrival may repeat one). */
export function flattenNotifications(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const all: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const notification of page.notifications) {
      if (!seen.has(notification.id)) {
        seen.add(notification.id);
        all.push(notification);
      }
    }
  }
  return all;
}

/** A live notification goes on top and, unread, bumps the count; one already there changes nothing. */
export function withNotification(
  data: NotificationPages | undefined,
  notification: Notification,
): NotificationPages | undefined {
  if (!data || data.pages.length === 0) {
    return data;
  }
  if (data.pages.some((page) => page.notifications.some((item) => item.id === notification.id))) {
    return data;
  }
  const [first, ...rest] = data.pages as [NotificationsPage, ...NotificationsPage[]];
  return {
    ...data,
    pages: [
      {
        notifications: [notification, ...first.notifications],
        unread_count: first.unread_count + (notification.read_at ? 0 : 1),
      },
      ...rest,
    ],
  };
}

/** One notification read (at `readAt`): the count goes down if it was unread. */
export function withNotificationRead(
  data: NotificationPages | undefined,
  id: string,
  readAt: string,
): NotificationPages | undefined {
  if (!data) {
    return data;
  }
  const wasUnread = data.pages.some((page) =>
    page.notifications.some((item) => item.id === id && item.read_at === null),
  );
  if (!wasUnread) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      notifications: page.notifications.map((item) => (item.id === id ? { ...item, read_at: readAt } : item)),
      unread_count: index === 0 ? Math.max(0, page.unread_count - 1) : page.unread_count,
    })),
  };
}

/** Every notification read. */
export function withAllNotificationsRead(
  data: NotificationPages | undefined,
  readAt: string,
): NotificationPages | undefined {
  if (!data) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      notifications: page.notifications.map((item) => (item.read_at ? item : { ...item, read_at: readAt })),
      unread_count: 0,
    })),
  };
}
