import { addBusinessDays, mexicoCityDate } from '../requests/business-days.ts';

/**
 * When the reminders that chase a client are due (issue 27), as pure functions of the clock: the server's job
 * asks them at each run with its `now`, so a test sets the clock forward and sees exactly what goes out.
 * Dates are calendar days in Mexico City ('YYYY-MM-DD'), like the SLA's.
 */

/** The first documents reminder: this many business days after the payment that opened the documents phase. */
export const DOCUMENT_REMINDER_FIRST_AFTER = 2;
/** Then one every this many business days… */
export const DOCUMENT_REMINDER_EVERY = 3;
/** …and no more than this many in all: after that the gestor decides (a reminder by hand, a call). */
export const DOCUMENT_REMINDER_MAX = 4;
/** A pending quotation is recalled this many calendar days before its `valid_until` (it expires after that day). */
export const QUOTATION_REMINDER_DAYS_BEFORE = 3;
/**
 * An OXXO voucher is recalled from this many hours before it expires: a day leaves time to go to a store,
 * and OXXO vouchers (Stripe's default) live only a few days.
 */
export const OXXO_REMINDER_HOURS_BEFORE = 24;
/**
 * Reminders go out only between these hours of Mexico City (the gestoría's office hours, spec: 9:00–18:00,
 * stretched to 20:00 so a day's run is not missed): nobody is chased at midnight. A reminder due at night
 * leaves at the first run after 9:00.
 */
export const REMINDER_SENDING_HOURS = { from: 9, to: 20 } as const;

const HOUR_MS = 60 * 60 * 1000;

// Made once: building an Intl formatter costs tens of microseconds, and the job asks for every request.
const mexicoCityHourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Mexico_City',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0–23) in Mexico City at `instant`, whatever the server's zone. */
export function mexicoCityHour(instant: Date): number {
  return Number(mexicoCityHourFormat.format(instant));
}

/** Whether a reminder may leave at `now`: within REMINDER_SENDING_HOURS in Mexico City. */
export function isReminderSendingTime(now: Date): boolean {
  const hour = mexicoCityHour(now);
  return hour >= REMINDER_SENDING_HOURS.from && hour < REMINDER_SENDING_HOURS.to;
}

/**
 * The days the documents reminders fall on, 1st to DOCUMENT_REMINDER_MAX-th, for a documents phase opened by
 * a payment at `paidAt`: 2 business days after it, then every 3 (weekends and Mexican holidays skipped).
 */
export function documentReminderDates(paidAt: Date): string[] {
  const dates: string[] = [];
  let date = addBusinessDays(mexicoCityDate(paidAt), DOCUMENT_REMINDER_FIRST_AFTER);
  for (let n = 1; n <= DOCUMENT_REMINDER_MAX; n++) {
    dates.push(date);
    date = addBusinessDays(date, DOCUMENT_REMINDER_EVERY);
  }
  return dates;
}

/**
 * The number (1…4) of the documents reminder due at `now`, or null: the latest whose day has come. A run
 * missed for days (the server was down) sends only the latest one, never a burst of the ones skipped; the
 * dedupe key 'documentos:{n}' makes a number go out once.
 */
export function dueDocumentReminder(paidAt: Date, now: Date): number | null {
  if (!isReminderSendingTime(now)) {
    return null;
  }
  const today = mexicoCityDate(now);
  const reached = documentReminderDates(paidAt).filter((date) => date <= today).length;
  return reached > 0 ? reached : null;
}

/**
 * Whether a pending quotation valid until `validUntil` (its last valid day) is to be recalled at `now`: from
 * QUOTATION_REMINDER_DAYS_BEFORE days before that day, while it is still valid. One sent when it is already
 * inside that window would only repeat what the client just received: none then.
 */
export function isQuotationReminderDue(
  quotation: { validUntil: string; createdAt: Date },
  now: Date,
): boolean {
  if (!isReminderSendingTime(now)) {
    return false;
  }
  const today = mexicoCityDate(now);
  const from = shiftDate(quotation.validUntil, -QUOTATION_REMINDER_DAYS_BEFORE);
  return today >= from && today <= quotation.validUntil && mexicoCityDate(quotation.createdAt) < from;
}

/**
 * Whether a pending OXXO voucher expiring at `expiresAt` is to be recalled at `now`: within the last
 * OXXO_REMINDER_HOURS_BEFORE hours of its life (a voucher issued inside that window was just given: none).
 */
export function isOxxoReminderDue(voucher: { expiresAt: Date; createdAt: Date }, now: Date): boolean {
  const from = voucher.expiresAt.getTime() - OXXO_REMINDER_HOURS_BEFORE * HOUR_MS;
  return (
    isReminderSendingTime(now) &&
    now.getTime() >= from &&
    now.getTime() < voucher.expiresAt.getTime() &&
    voucher.createdAt.getTime() < from
  );
}

/** 'YYYY-MM-DD' moved by `days` calendar days. */
function shiftDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
