import {
  clientDelivery,
  isRequestStatus,
  isTerminalStatus,
  plural,
  type Sla,
  slaPauseReason,
} from '@tramites/shared';
import { CircleAlert, Clock, type LucideIcon, PauseCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatDate } from '../lib/format.ts';

export type SlaTone = 'none' | 'ok' | 'soon' | 'overdue' | 'paused';

export interface SlaDisplay {
  text: string;
  tone: SlaTone;
}

/**
 * The service-level promise in words: business days left, overdue, paused and why (waiting on the client or
 * the authority), or '—' once the solicitud is closed.
 */
export function describeSla(sla: Sla | null | undefined, status: string): SlaDisplay {
  if (!sla || (isRequestStatus(status) && isTerminalStatus(status))) {
    return { text: '—', tone: 'none' };
  }
  if (sla.pausado) {
    // Staff read why the clock stopped (issue 27): 'Pausado: esperando a la autoridad'.
    return { text: (isRequestStatus(status) && slaPauseReason(status)) || 'Pausado', tone: 'paused' };
  }
  const left = sla.dias_restantes;
  if (left < 0) {
    return { text: `Vencido hace ${plural(-left, 'día', 'días')}`, tone: 'overdue' };
  }
  if (left === 0) {
    return { text: 'Vence hoy', tone: 'overdue' };
  }
  return {
    text: `Vence en ${plural(left, 'día hábil', 'días hábiles')}`,
    tone: left <= 2 ? 'soon' : 'ok',
  };
}

/**
 * The same clock in the client's words (issue 26): the expected delivery date, or why it is paused
 * ('En pausa: esperando tus documentos'). Clients never read 'SLA' or 'Vencido'.
 */
export function describeDelivery(sla: Sla | null | undefined, status: string): SlaDisplay {
  const delivery = clientDelivery(sla, status);
  switch (delivery.kind) {
    case 'none':
      return { text: '—', tone: 'none' };
    case 'paused':
      return { text: `En pausa: ${delivery.reason}`, tone: 'paused' };
    case 'date':
      return delivery.isLate
        ? { text: `${formatDate(delivery.date)} (con retraso)`, tone: 'soon' }
        : { text: formatDate(delivery.date), tone: 'ok' };
  }
}

const TONES: Record<SlaTone, { className: string; icon: LucideIcon | null }> = {
  none: { className: 'text-slate-500', icon: null },
  ok: { className: 'text-slate-700', icon: Clock },
  soon: { className: 'text-amber-700', icon: Clock },
  overdue: { className: 'font-semibold text-red-700', icon: CircleAlert },
  paused: { className: 'text-slate-500', icon: PauseCircle },
};

export interface SlaIndicatorProps {
  sla: Sla | null | undefined;
  /** The solicitud's status: closed solicitudes show '—'. */
  status: string;
  /** Let the text wrap (narrow table cells and cards). */
  wrap?: boolean;
  /** The client reads the expected delivery date (describeDelivery); staff keep the SLA wording. */
  forClient?: boolean;
  className?: string;
}

/**
 * Staff: 'Vence en N días hábiles' / 'Vencido hace N días' / 'Pausado: esperando a la autoridad' / '—', with
 * the due date as a hint.
 * Client: the expected delivery date, or 'En pausa: esperando tus documentos'.
 */
export function SlaIndicator({ sla, status, wrap = false, forClient = false, className }: SlaIndicatorProps) {
  const { text, tone } = forClient ? describeDelivery(sla, status) : describeSla(sla, status);
  const { className: toneClass, icon: Icon } = TONES[tone];
  // Why a clock is paused is a sentence: it wraps within a narrow column instead of widening the table.
  const wraps = wrap || tone === 'paused';
  const dueDate =
    !forClient && tone !== 'none' && sla?.fecha_compromiso ? formatDate(sla.fecha_compromiso) : null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        wraps ? 'items-start' : 'whitespace-nowrap',
        !wrap && tone === 'paused' && 'max-w-56',
        toneClass,
        className,
      )}
      title={dueDate ? `Fecha compromiso: ${dueDate}` : undefined}
    >
      {Icon ? <Icon className={cn('size-4 shrink-0', wraps && 'mt-0.5')} aria-hidden="true" /> : null}
      {tone === 'none' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{forClient ? 'Sin fecha estimada' : 'Sin plazo'}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
