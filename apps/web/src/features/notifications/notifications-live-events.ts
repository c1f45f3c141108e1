import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent, Notification } from '@tramites/shared';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { notificationKeys } from './api/notification-keys.ts';
import { type NotificationPages, withNotification } from './notifications-cache.ts';

/**
 * A replayed notification older than this (the tab was away, the stream reopened) joins the list and the
 * badge without a toast: a burst of stale toasts would say nothing new.
 */
export const NOTIFICATION_TOAST_MAX_AGE_MS = 10 * 60_000;

/** A live notification joins the centre's list (once) and bumps the badge. */
export function applyNotificationsLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type !== 'notification') {
    return;
  }
  const notification = event.data;
  const cached = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
  if (cached) {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (current) =>
      withNotification(current, notification),
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  }
}

export interface NotificationToastOptions {
  /** Opens the notification's solicitud (the toast's 'Ver solicitud' button). */
  onOpen?: (solicitudId: string) => void;
  now?: Date;
}

/** Shows a live notification as a toast (5000 ms, the Toaster's duration), in its tone. */
export function showNotificationToast(
  notification: Notification,
  { onOpen, now = new Date() }: NotificationToastOptions = {},
): boolean {
  const createdAt = new Date(notification.created_at).getTime();
  if (notification.read_at || now.getTime() - createdAt > NOTIFICATION_TOAST_MAX_AGE_MS) {
    return false;
  }
  const solicitudId = notification.tramite_request_id;
  const options = {
    id: `notification-${notification.id}`,
    ...(solicitudId && onOpen
      ? { action: { label: 'Ver solicitud', onClick: () => onOpen(solicitudId) } }
      : {}),
  };
  switch (notification.type) {
    case 'success':
      notifySuccess(notification.message, options);
      break;
    case 'error':
      notifyError(notification.message, undefined, options);
      break;
    case 'warning':
      notifyWarning(notification.message, options);
      break;
    default:
      notifyInfo(notification.message, options);
  }
  return true;
}
