import { businessDaysBetween } from '../requests/business-days.ts';
import { isTerminalStatus, type RequestStatus } from '../requests/statuses.ts';

/**
 * Why the SLA clock stands still, in staff's words (issue 27): CLOCK_PAUSED_STATUSES wait either on the
 * client (quotation, payment, documents) or on the authority. A clock that runs, or a closed request, has
 * no reason (null).
 */
export const STAFF_SLA_PAUSE_REASONS: Partial<Record<RequestStatus, string>> = {
  cotizacion_solicitada: 'esperando al cliente',
  cotizacion_enviada: 'esperando al cliente',
  esperando_documentos: 'esperando al cliente',
  documentos_rechazados: 'esperando al cliente',
  esperando_autoridad: 'esperando a la autoridad',
};

/** 'Pausado: esperando al cliente' for a paused clock, whatever screen shows it to staff; null otherwise. */
export function staffSlaPauseLabel(
  sla: { pausado: boolean } | null | undefined,
  status: RequestStatus,
): string | null {
  if (!sla?.pausado || isTerminalStatus(status)) {
    return null;
  }
  // A paused clock in a status not in the table (a request not yet paid, say) still says it is paused.
  const reason = STAFF_SLA_PAUSE_REASONS[status];
  return reason ? `Pausado: ${reason}` : 'Pausado';
}

/** The share of the SLA at which the assigned gestor and the admins are alerted, once per request. */
export const SLA_ALERT_PERCENT = 80;

/**
 * Whether `consumedDays` business days reach SLA_ALERT_PERCENT of `slaDays`: in whole numbers, so 8 of 10
 * is 80% exactly and alerts. A request without days has no promise to alert on.
 */
export function hasReachedSlaAlert(consumedDays: number, slaDays: number): boolean {
  return slaDays > 0 && consumedDays * 100 >= slaDays * SLA_ALERT_PERCENT;
}

/**
 * Business days the SLA clock has used by `today`: those banked at earlier pauses plus those run since it last
 * started (the server's SLA clock counts the same way).
 */
export function consumedSlaDays(
  clock: { slaConsumedDays: number; slaRunningSince: string | null },
  today: string,
): number {
  return (
    clock.slaConsumedDays + (clock.slaRunningSince ? businessDaysBetween(clock.slaRunningSince, today) : 0)
  );
}
