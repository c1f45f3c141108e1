import { formatFileSize as sharedFileSize, formatMXN as sharedMXN } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMXN } from './format.ts';

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
