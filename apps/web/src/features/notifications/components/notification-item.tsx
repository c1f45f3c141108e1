import type { Notification, NotificationType } from '@tramites/shared';
import { Check, CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatRelativeTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationLink } from '../notification-link.ts';

const TYPE_STYLES: Record<NotificationType, { icon: typeof Info; tone: string; label: string }> = {
  success: { icon: CircleCheck, tone: 'text-green-700', label: 'Éxito' },
  error: { icon: CircleAlert, tone: 'text-red-700', label: 'Problema' },
  warning: { icon: TriangleAlert, tone: 'text-amber-700', label: 'Atención' },
  info: { icon: Info, tone: 'text-sky-700', label: 'Aviso' },
};

export interface NotificationItemProps {
  notification: Notification;
  /** The link to the solicitud was followed (the centre closes). */
  onNavigate: () => void;
}

/** One notification: its message (a link to its solicitud when it has one), how long ago, and 'read'. */
export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const isUnread = notification.read_at === null;
  const { icon: Icon, tone, label } = TYPE_STYLES[notification.type] ?? TYPE_STYLES.info;

  const onMarkRead = async () => {
    try {
      await markRead.mutateAsync(notification.id);
    } catch (error) {
      notifyError('No se pudo marcar la notificación como leída', error);
    }
  };

  const link = notificationLink(notification);
  const message = (
    <>
      <span className="sr-only">{`${label}${isUnread ? ', sin leer' : ''}: `}</span>
      {notification.message}
    </>
  );

  return (
    <article className={cn('flex gap-3 px-4 py-3', isUnread ? 'bg-brand-50/60' : 'bg-white')}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', tone)} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn('break-words text-sm', isUnread ? 'font-medium text-slate-900' : 'text-slate-700')}>
          {link ? (
            <Link
              to={link}
              className="rounded hover:underline"
              onClick={() => {
                // Following it is reading it; the link goes on whatever the mark does.
                if (isUnread) {
                  markRead.mutateAsync(notification.id).catch(() => undefined);
                }
                onNavigate();
              }}
            >
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        <p className="text-slate-500 text-xs">
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
            {formatRelativeTime(notification.created_at)}
          </time>
        </p>
      </div>
      {isUnread ? (
        <button
          type="button"
          className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-white hover:text-brand-800 disabled:opacity-55"
          aria-label={`Marcar como leída: ${notification.message}`}
          title="Marcar como leída"
          onClick={() => void onMarkRead()}
          disabled={markRead.isPending}
        >
          <Check className="size-4.5" aria-hidden="true" />
        </button>
      ) : null}
    </article>
  );
}
