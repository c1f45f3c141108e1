import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  isBusinessDay,
  mexicanHolidays,
  mexicoCityDate,
} from './business-days.ts';

describe('Mexican business days (LFT art. 74)', () => {
  it('knows the 2026 rest days, with the Monday rules', () => {
    expect([...mexicanHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-02', // primer lunes de febrero
      '2026-03-16', // tercer lunes de marzo
      '2026-05-01',
      '2026-09-16',
      '2026-11-16', // tercer lunes de noviembre
      '2026-12-25',
    ]);
  });

  it('adds 1 October in presidential transmission years only', () => {
    expect(mexicanHolidays(2030).has('2030-10-01')).toBe(true);
    expect(mexicanHolidays(2024).has('2024-10-01')).toBe(true);
    expect(mexicanHolidays(2027).has('2027-10-01')).toBe(false);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-21')).toBe(false); // sábado
    expect(isBusinessDay('2026-11-16')).toBe(false); // Revolución
    expect(isBusinessDay('2026-11-17')).toBe(true);
    // Friday 13 Nov 2026 + 1 business day = Tuesday 17 (weekend and Monday 16 skipped).
    expect(addBusinessDays('2026-11-13', 1)).toBe('2026-11-17');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('counts business days between two dates', () => {
    expect(businessDaysBetween('2026-11-13', '2026-11-17')).toBe(1);
    expect(businessDaysBetween('2026-11-02', '2026-11-09')).toBe(5);
    expect(businessDaysBetween('2026-11-09', '2026-11-02')).toBe(0);
    expect(businessDaysBetween('2026-11-13', addBusinessDays('2026-11-13', 12))).toBe(12);
  });

  it('reads the date in Mexico City time', () => {
    // 03:00 UTC on the 21st is still the 20th in Mexico City (UTC-6).
    expect(mexicoCityDate(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
  });
});
