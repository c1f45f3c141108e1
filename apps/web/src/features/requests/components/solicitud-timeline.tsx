import { auditActionLabel, type TimelineEvent } from '@tramites/shared';
import {
  ArrowRightLeft,
  BellOff,
  BellRing,
  CalendarX,
  CircleCheck,
  CircleX,
  CreditCard,
  FilePlus2,
  FileUp,
  ListChecks,
  type LucideIcon,
  Receipt,
  Send,
  ShieldAlert,
  ThumbsDown,
  ThumbsUp,
  UserCheck,
} from 'lucide-react';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';

interface ActionStyle {
  icon: LucideIcon;
  tone: string;
}

/** How each audit action looks on the timeline (its words: `auditActionLabel`). */
const ACTIONS: Record<string, ActionStyle> = {
  created: { icon: FilePlus2, tone: 'bg-sky-100 text-sky-700' },
  gestor_assigned: { icon: UserCheck, tone: 'bg-violet-100 text-violet-700' },
  quotation_created: { icon: Receipt, tone: 'bg-sky-100 text-sky-700' },
  quotation_sent: { icon: Send, tone: 'bg-sky-100 text-sky-700' },
  quotation_accepted: { icon: ThumbsUp, tone: 'bg-green-100 text-green-700' },
  quotation_rejected: { icon: ThumbsDown, tone: 'bg-red-100 text-red-700' },
  quotation_expired: { icon: CalendarX, tone: 'bg-amber-100 text-amber-800' },
  payment_recorded: { icon: CreditCard, tone: 'bg-green-100 text-green-700' },
  status_changed: { icon: ArrowRightLeft, tone: 'bg-brand-100 text-brand-800' },
  document_uploaded: { icon: FileUp, tone: 'bg-slate-200 text-slate-700' },
  document_approved: { icon: CircleCheck, tone: 'bg-green-100 text-green-700' },
  document_rejected: { icon: CircleX, tone: 'bg-red-100 text-red-700' },
  documents_all_approved: {
    icon: ListChecks,
    tone: 'bg-green-100 text-green-700',
  },
  reminder_sent: { icon: BellRing, tone: 'bg-amber-100 text-amber-800' },
  reminders_paused: { icon: BellOff, tone: 'bg-slate-200 text-slate-700' },
  reminders_resumed: { icon: BellRing, tone: 'bg-slate-200 text-slate-700' },
};

const FALLBACK: ActionStyle = {
  icon: ArrowRightLeft,
  tone: 'bg-slate-200 text-slate-700',
};

const ROLE_NAMES: Record<string, string> = {
  cliente: 'cliente',
  gestor: 'gestor',
  admin: 'administrador',
  system: 'automático',
};

/** The audit history of a solicitud, oldest first: who did what, from which status to which, and why. */
export function SolicitudTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) {
    return <p className="text-slate-500 text-sm">Todavía no hay movimientos.</p>;
  }
  return (
    <ol className="relative space-y-5">
      {events.map((event, index) => {
        const style = ACTIONS[event.action] ?? FALLBACK;
        const title = auditActionLabel(event.action);
        const Icon = event.is_override ? ShieldAlert : style.icon;
        const isLast = index === events.length - 1;
        return (
          <li key={event.id} className="relative flex gap-3">
            {isLast ? null : (
              <span
                aria-hidden="true"
                className="absolute top-9 bottom-[-1.25rem] left-4 w-px bg-slate-200"
              />
            )}
            <span
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                event.is_override ? 'bg-amber-100 text-amber-800' : style.tone,
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-1 pt-0.5">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="font-medium text-slate-900 text-sm">{title}</p>
                {event.is_override ? (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 text-xs">
                    Forzado por administrador
                  </span>
                ) : null}
              </div>
              {event.from_status || event.to_status ? (
                <p className="flex flex-wrap items-center gap-1.5 text-xs">
                  {event.from_status ? <SolicitudStatusBadge status={event.from_status} /> : null}
                  {event.from_status && event.to_status ? (
                    <>
                      <span aria-hidden="true" className="text-slate-400">
                        →
                      </span>
                      <span className="sr-only">a</span>
                    </>
                  ) : null}
                  {event.to_status ? <SolicitudStatusBadge status={event.to_status} /> : null}
                </p>
              ) : null}
              {event.reason && event.reason !== title ? (
                <p className="break-words text-slate-700 text-sm">{event.reason}</p>
              ) : null}
              <p className="text-slate-500 text-xs">
                {event.actor_name}
                {ROLE_NAMES[event.actor_role] && event.actor_role !== 'system'
                  ? ` (${ROLE_NAMES[event.actor_role]})`
                  : ''}{' '}
                · <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
