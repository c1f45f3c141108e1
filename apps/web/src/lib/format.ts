import { formatDaysAgo } from '@tramites/shared';

/**
 * Money, file sizes and relative days have one formatter each, in @tramites/shared, so the web and the
 * server's system messages write them alike ("$1,350.50"; "512 KB" / "2.35 MB"; "hoy" / "ayer").
 */
export {
  calendarDaysAgo,
  formatDaysAgo,
  formatFileSize,
  formatInteger,
  formatMXN,
  plural,
} from '@tramites/shared';

const date = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | number | Date): Date | null {
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Dates in es-ES (spec section 9), e.g. "21 nov 2025"; unreadable values are shown as given. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  const parsed = toDate(value);
  return parsed ? date.format(parsed) : String(value);
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  const parsed = toDate(value);
  return parsed ? dateTime.format(parsed) : String(value);
}

/** "1 día" / "5 días". */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'día' : 'días'}`;
}

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago, in Spanish: "hace 5 minutos", "ayer", "hace 3 días"; a week or more shows the date
 * ("21 nov 2025"). A moment in the near future (a clock a little ahead) reads "ahora".
 */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const parsed = toDate(value);
  if (!parsed) {
    return String(value);
  }
  let amount = Math.round((parsed.getTime() - now.getTime()) / 1000);
  if (amount > -45) {
    return 'ahora';
  }
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) {
      // Days in the one wording of relative days ('ayer', 'hace 2 días'; Intl would say 'anteayer').
      return unit === 'day' ? formatDaysAgo(-amount) : relative.format(amount, unit);
    }
    amount = Math.round(amount / size);
  }
  return date.format(parsed);
}
