import { describe, expect, it } from 'vitest';
import { calendarDaysAgo, formatDaysAgo, formatFileSize, formatMXN, plural } from './format.ts';

describe('formatMXN', () => {
  it('writes pesos with thousands separators and two decimals', () => {
    expect(formatMXN(1350.5)).toBe('$1,350.50');
    expect(formatMXN('18200.5')).toBe('$18,200.50');
    expect(formatMXN(0)).toBe('$0.00');
  });
});

describe('formatFileSize', () => {
  it('shows KB below 1 MB and MB with 2 decimals from 1 MB', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(34_816)).toBe('34 KB');
    expect(formatFileSize(1_048_575)).toBe('1024 KB');
    expect(formatFileSize(1_048_576)).toBe('1.00 MB');
    expect(formatFileSize(10_485_760)).toBe('10.00 MB');
  });
});

describe('formatDaysAgo', () => {
  it("says 'hoy' and 'ayer' for 0 and 1 day, then 'hace N días'", () => {
    expect(formatDaysAgo(0)).toBe('hoy');
    expect(formatDaysAgo(1)).toBe('ayer');
    expect(formatDaysAgo(2)).toBe('hace 2 días');
    expect(formatDaysAgo(15)).toBe('hace 15 días');
  });

  it("says 'mañana' and 'en N días' for the future (a negative count)", () => {
    expect(formatDaysAgo(-1)).toBe('mañana');
    expect(formatDaysAgo(-4)).toBe('en 4 días');
  });
});

describe('calendarDaysAgo', () => {
  it('counts calendar days, not 24-hour periods', () => {
    const now = new Date(2026, 2, 10, 8, 0);
    expect(calendarDaysAgo(new Date(2026, 2, 10, 0, 5), now)).toBe(0);
    expect(calendarDaysAgo(new Date(2026, 2, 9, 23, 0), now)).toBe(1);
    expect(calendarDaysAgo(new Date(2026, 2, 1, 12, 0).toISOString(), now)).toBe(9);
    expect(calendarDaysAgo(new Date(2026, 2, 11, 9, 0), now)).toBe(-1);
  });
});

describe('plural', () => {
  it('puts the noun in the number of the count, with thousands separators', () => {
    expect(plural(1, 'día', 'días')).toBe('1 día');
    expect(plural(0, 'día', 'días')).toBe('0 días');
    expect(plural(3, 'día hábil', 'días hábiles')).toBe('3 días hábiles');
    expect(plural(1200, 'trámite', 'trámites')).toBe('1,200 trámites');
  });
});
