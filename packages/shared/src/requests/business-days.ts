/**
 * Mexican business days: weekends and the mandatory rest days of the Ley Federal del Trabajo, art. 74,
 * are not counted. Dates are calendar days ('YYYY-MM-DD') in Mexico City time.
 */

const MS_PER_DAY = 86_400_000;

function toUtcDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The n-th Monday (1-based) of a month, as 'YYYY-MM-DD'. */
function nthMonday(year: number, monthIndex: number, n: number): string {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const offset = (8 - first.getUTCDay()) % 7; // days until the first Monday
  return toIsoDate(new Date(Date.UTC(year, monthIndex, 1 + offset + (n - 1) * 7)));
}

const holidayCache = new Map<number, Set<string>>();

/** LFT art. 74: the rest days fixed by law for a year (election days, set case by case, are not included). */
export function mexicanHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) {
    return cached;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  const days = new Set([
    fixed(1, 1), // Año Nuevo
    nthMonday(year, 1, 1), // Constitución: primer lunes de febrero
    nthMonday(year, 2, 3), // Natalicio de Benito Juárez: tercer lunes de marzo
    fixed(5, 1), // Día del Trabajo
    fixed(9, 16), // Independencia
    nthMonday(year, 10, 3), // Revolución: tercer lunes de noviembre
    fixed(12, 25), // Navidad
  ]);
  // Transmisión del Poder Ejecutivo Federal: 1 de octubre cada seis años (2024, 2030, ...).
  if (year >= 2024 && (year - 2024) % 6 === 0) {
    days.add(fixed(10, 1));
  }
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(isoDate: string): boolean {
  const date = toUtcDate(isoDate);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) {
    return false;
  }
  return !mexicanHolidays(date.getUTCFullYear()).has(isoDate);
}

/** The date `days` business days after `isoDate` (0 returns the date itself). */
export function addBusinessDays(isoDate: string, days: number): string {
  let date = toUtcDate(isoDate);
  let remaining = days;
  while (remaining > 0) {
    date = new Date(date.getTime() + MS_PER_DAY);
    if (isBusinessDay(toIsoDate(date))) {
      remaining--;
    }
  }
  return toIsoDate(date);
}

/** Business days d with start < d ≤ end (0 when end ≤ start). */
export function businessDaysBetween(startIso: string, endIso: string): number {
  let count = 0;
  let date = toUtcDate(startIso);
  const end = toUtcDate(endIso);
  while (date < end) {
    date = new Date(date.getTime() + MS_PER_DAY);
    if (isBusinessDay(toIsoDate(date))) {
      count++;
    }
  }
  return count;
}

/** Today's calendar date in Mexico City, whatever the server's time zone. */
// Made once: building an Intl formatter costs tens of microseconds, and every list and detail asks for today.
const mexicoCityDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });

export function mexicoCityDate(instant: Date = new Date()): string {
  return mexicoCityDateFormat.format(instant);
}
