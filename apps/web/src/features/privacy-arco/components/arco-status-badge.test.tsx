import { describe, expect, it } from 'vitest';
import { businessDaysLeftLabel, calendarDate } from './arco-status-badge.tsx';

describe('the ARCO deadline in words', () => {
  it('counts días hábiles left, the last day, and how late an overdue case is', () => {
    expect(businessDaysLeftLabel(12)).toBe('Quedan 12 días hábiles');
    expect(businessDaysLeftLabel(1)).toBe('Queda 1 día hábil');
    expect(businessDaysLeftLabel(0)).toBe('Vence hoy');
    expect(businessDaysLeftLabel(-1)).toBe('Vencida hace 1 día hábil');
    expect(businessDaysLeftLabel(-3)).toBe('Vencida hace 3 días hábiles');
  });

  it('reads a due date at noon, so no time zone shows the day before', () => {
    expect(new Date(calendarDate('2026-12-09')).getDate()).toBe(9);
  });
});
