import type { WorkQueueItem } from '@tramites/shared';
import { Link } from 'react-router';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { REASON_TONES, reasonText, URGENCY_BADGES, waitingOnText } from '../work-queue-display.ts';

export interface WorkQueueListProps {
  items: WorkQueueItem[];
  selectedId: string;
  /** The link that opens an item in the pane (the same page with ?sel=). */
  hrefOf: (item: WorkQueueItem) => string;
  /** Admins see whose request it is. */
  showGestor: boolean;
}

/**
 * The queue's rows, in the server's order. Each row is a link (keyboard and middle-click work): beside the
 * list at 1280 px and more, it opens the request in the pane; on a phone the pane replaces the list.
 */
export function WorkQueueList({ items, selectedId, hrefOf, showGestor }: WorkQueueListProps) {
  return (
    <ul className="space-y-2" aria-label="Solicitudes de la bandeja">
      {items.map((item) => {
        const isSelected = item.id === selectedId;
        const urgency = URGENCY_BADGES[item.urgency];
        return (
          <li key={item.id}>
            <Link
              to={hrefOf(item)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'block rounded-xl border bg-white p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4',
                isSelected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
                item.waiting_on === 'cliente' && !isSelected && 'bg-slate-50',
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-mono font-semibold text-slate-900 text-sm">{item.folio}</p>
                  <p className="truncate font-medium text-slate-800">{item.client_name}</p>
                  <p className="truncate text-slate-600 text-sm">{item.tramite_name}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <Badge tone={REASON_TONES[item.reason]}>{reasonText(item)}</Badge>
                  <Badge tone={urgency.tone} title={`Creada hace ${item.age_days} días`}>
                    {urgency.label}
                  </Badge>
                </div>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
                {waitingOnText(item) ? <span>{waitingOnText(item)}</span> : null}
                {/* Its days left, or why the clock is paused (the indicator says it). */}
                <SlaIndicator sla={item.sla} status={item.status} wrap />
                {showGestor ? (
                  <span className="text-slate-500">{item.gestor_name ?? 'Sin gestor asignado'}</span>
                ) : null}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
