import { Bell, CheckCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { flattenNotifications, unreadCountOf } from '../notifications-cache.ts';
import { NotificationEmailSetting } from './notification-email-setting.tsx';
import { NotificationItem } from './notification-item.tsx';

/** The button's accessible name: what it is and, when there are, how many are unread. */
export function bellLabel(unread: number): string {
  if (unread === 0) {
    return 'Notificaciones';
  }
  return unread === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${formatInteger(unread)} sin leer`;
}

/**
 * The notification centre in the header: a bell with the unread count, and a panel with the list (each
 * with its solicitud and how long ago), 'mark as read' one by one or all at once, and the email switch.
 * The panel closes with Escape, a click elsewhere or a navigation.
 */
export function NotificationBell() {
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A navigation (a notification's link included), Escape or a click elsewhere closes the panel.
  const [isOpen, setOpen] = useDisclosure({ toggleRef: buttonRef, rootRef });
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = unreadCountOf(notifications.data);
  const items = flattenNotifications(notifications.data);

  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
    } catch (error) {
      notifyError('No se pudieron marcar las notificaciones como leídas', error);
    }
  };

  return (
    <div ref={rootRef} className="md:relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-label={bellLabel(unread)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <Bell className="size-5.5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-bold text-[11px] text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>

      <section
        id={panelId}
        hidden={!isOpen}
        aria-labelledby={titleId}
        className={cn(
          // A sheet under the header on a phone; a dropdown under the bell from md up.
          'fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl',
          'md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:max-h-[min(36rem,calc(100dvh-6rem))] md:w-96',
        )}
      >
        {isOpen ? (
          <>
            <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-slate-200 border-b px-4 py-3">
              <div>
                <h2 id={titleId} className="font-semibold text-slate-900">
                  Notificaciones
                </h2>
                <p className="text-slate-500 text-xs">
                  {unread === 0
                    ? 'Todo leído'
                    : unread === 1
                      ? '1 sin leer'
                      : `${formatInteger(unread)} sin leer`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 whitespace-nowrap"
                onClick={() => void onMarkAll()}
                disabled={unread === 0}
                isLoading={markAll.isPending}
                leftIcon={<CheckCheck className="size-4" aria-hidden="true" />}
              >
                Marcar todas como leídas
              </Button>
            </header>

            <div className="min-h-0 flex-1 overflow-y-auto">
              <QueryList
                query={notifications}
                // A failed refresh shows only while there is nothing to list.
                isFailed={notifications.isError && items.length === 0}
                skeleton={
                  <ListSkeleton
                    label="Cargando notificaciones"
                    count={2}
                    itemClassName="h-14 w-full"
                    className="space-y-3 p-4"
                  />
                }
                error={{ title: 'No pudimos cargar tus notificaciones', wrapperClassName: 'p-4' }}
                isEmpty={() => items.length === 0}
                empty={
                  <p className="px-4 py-10 text-center text-slate-500 text-sm">
                    No tienes notificaciones. Te avisaremos aquí de cada novedad de tus trámites.
                  </p>
                }
              >
                {() => (
                  <ul className="divide-y divide-slate-100" aria-label="Lista de notificaciones">
                    {items.map((notification) => (
                      <li key={notification.id}>
                        <NotificationItem notification={notification} onNavigate={() => setOpen(false)} />
                      </li>
                    ))}
                  </ul>
                )}
              </QueryList>
              <LoadMoreButton query={notifications} label="Ver más" size="sm" className="p-3" />
            </div>

            <footer className="border-slate-200 border-t bg-slate-50 px-4 py-3">
              <NotificationEmailSetting />
            </footer>
          </>
        ) : null}
      </section>
    </div>
  );
}
