import { type NextAction, staffNextActionLabel, WAITING_ON_LABELS } from '@tramites/shared';
import { Hourglass, UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * Staff's line on a request (issue 26): whether it waits on the client or on us, and for what, from the same
 * rule as the client's next-action card.
 */
export function StaffWaitingOn({ action }: { action: NextAction }) {
  const onClient = action.waiting_on === 'cliente';
  const Icon = onClient ? UserRound : Hourglass;
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border px-4 py-3 text-sm',
        onClient
          ? 'border-slate-200 bg-slate-50 text-slate-700'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="font-semibold">{WAITING_ON_LABELS[action.waiting_on]}:</span>
      <span>{staffNextActionLabel(action)}</span>
    </p>
  );
}
