import { cn } from '../lib/cn.ts';
import { formatInteger } from '../lib/format.ts';

/** "3 mensajes sin leer": what a screen reader hears for the badge. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 mensaje sin leer' : `${formatInteger(count)} mensajes sin leer`;
}

/**
 * The number of chat messages the user has not read (a solicitud's `unread_count`); nothing when none.
 * Sighted users see the number; screen readers hear what it counts.
 */
export function UnreadBadge({ count, className }: { count: number | null | undefined; className?: string }) {
  if (!count || count <= 0) {
    return null;
  }
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 font-bold text-[11px] text-white tabular-nums',
        className,
      )}
      title={unreadLabel(count)}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : formatInteger(count)}</span>
      <span className="sr-only">{unreadLabel(count)}</span>
    </span>
  );
}
