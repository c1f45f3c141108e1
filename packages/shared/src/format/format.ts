/** The one MXN formatter (es-MX), used by the web and by the server's system messages: "$1,350.50". */
const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
});

export function formatMXN(amount: number | string): string {
  return mxn.format(Number(amount));
}

const integer = new Intl.NumberFormat('es-MX');

/** Whole numbers with es-MX thousands separators: "1,350". */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** A count with its noun in the right number: "1 día", "3 días", "1,200 trámites". */
export function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

const KIB = 1024;
const MIB = 1_048_576;

/**
 * File sizes: the spec's MB with 2 decimals from 1 MB up; below that KB (a small scan is not "0.00 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= MIB) {
    return `${(bytes / MIB).toFixed(2)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / KIB))} KB`;
}

/**
 * The one wording of a distance in whole days from today, for the past and the future: 'hoy', 'ayer',
 * 'hace 3 días'; 'mañana', 'en 3 días' for a negative count (never 'hace 0 días' or 'hace 1 días').
 */
export function formatDaysAgo(days: number): string {
  if (days === 0) {
    return 'hoy';
  }
  if (days === 1) {
    return 'ayer';
  }
  if (days === -1) {
    return 'mañana';
  }
  return days > 1 ? `hace ${days} días` : `en ${-days} días`;
}

const startOfLocalDay = (instant: Date) =>
  new Date(instant.getFullYear(), instant.getMonth(), instant.getDate()).getTime();

/**
 * Calendar days from `instant` to `now` in the local time zone (what formatDaysAgo words): last night
 * at 23:00 is 'ayer' this morning, not 'hoy' as whole 24-hour periods would say.
 */
export function calendarDaysAgo(instant: Date | string, now: Date = new Date()): number {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfLocalDay(now) - startOfLocalDay(date)) / 86_400_000);
}
