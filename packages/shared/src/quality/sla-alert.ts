import { businessDaysBetween } from '../requests/business-days.ts';

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
