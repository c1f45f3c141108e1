import { formatFileSize as sharedFileSize, formatMXN as sharedMXN } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatMXN, formatRelativeTime } from './format.ts';

describe('money and file sizes', () => {
  it('are the shared formatters, so the web writes them like the server does', () => {
    expect(formatMXN).toBe(sharedMXN);
    expect(formatFileSize).toBe(sharedFileSize);
  });

  it('writes MXN with grouped thousands, from numbers and from decimal strings', () => {
    expect(formatMXN(1350.5)).toBe('$1,350.50');
    expect(formatMXN('1350.50')).toBe('$1,350.50');
  });

  it('shows a small file in KB, never "0.00 MB"', () => {
    expect(formatFileSize(1234)).toBe('1 KB');
    expect(formatFileSize(2_621_440)).toBe('2.50 MB');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in Spanish, and the date after a week', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('ahora');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('ayer');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('hace 3 días');
    expect(formatRelativeTime(ago(10 * 86400), now)).toBe(formatDate(ago(10 * 86400)));
  });
});
