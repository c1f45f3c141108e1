import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMXN } from './format.ts';

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
