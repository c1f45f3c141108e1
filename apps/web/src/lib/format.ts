const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
});
const integer = new Intl.NumberFormat('es-MX');
const date = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Money in MXN, e.g. "$1,250.00" (prices are in MXN, spec section 1). */
export function formatMXN(amount: number): string {
  return mxn.format(amount);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

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
