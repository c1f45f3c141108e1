const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "feb 2026" for "2026-02" (a calendar month: formatted in UTC so no time zone moves it). */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, index - 1, 1))).replace('.', '');
}
