import { checkQuotationItems } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { computeQuotationBreakdown, parseMoneyInput, toQuotationItems } from './quotation-items.ts';

describe('computeQuotationBreakdown', () => {
  it('computes IVA as 16% of honorarios only and the total as the sum of the items', () => {
    expect(computeQuotationBreakdown({ derechos: '1500', honorarios: '1000' })).toEqual({
      derechos: 1500,
      honorarios: 1000,
      iva: 160,
      total: 2660,
    });
  });

  it('rounds IVA to cents as the server checks it', () => {
    const breakdown = computeQuotationBreakdown({ derechos: '0', honorarios: '850.55' });
    expect(breakdown.iva).toBe(136.09);
    expect(breakdown.total).toBe(986.64);
  });

  it('adds in cents, without floating-point drift', () => {
    expect(computeQuotationBreakdown({ derechos: '0.1', honorarios: '0.2' })).toMatchObject({
      iva: 0.03,
      total: 0.33,
    });
  });

  it('treats empty or invalid inputs as 0', () => {
    expect(computeQuotationBreakdown({ derechos: '', honorarios: 'abc' })).toEqual({
      derechos: 0,
      honorarios: 0,
      iva: 0,
      total: 0,
    });
    expect(parseMoneyInput('-5')).toBe(0);
    expect(parseMoneyInput('1,250.504')).toBe(1250.5);
  });
});

describe('toQuotationItems', () => {
  it('sends one item per non-zero concept with two decimals, adding up to the total', () => {
    const breakdown = computeQuotationBreakdown({ derechos: '1500', honorarios: '1000' });
    const items = toQuotationItems(breakdown);
    expect(items).toEqual([
      { concepto: 'Derechos gubernamentales', tipo: 'derechos', monto: '1500.00' },
      { concepto: 'Honorarios de gestoría', tipo: 'honorarios', monto: '1000.00' },
      { concepto: 'IVA (16% de honorarios)', tipo: 'iva', monto: '160.00' },
    ]);
    const sum = items.reduce((total, item) => total + Math.round(Number(item.monto) * 100), 0) / 100;
    expect(sum).toBe(breakdown.total);
    // The server's own rule (sum and IVA) accepts what the form sends.
    expect(checkQuotationItems({ amount: breakdown.total, items })).toBeNull();
  });

  it('leaves out government fees when there are none', () => {
    expect(toQuotationItems(computeQuotationBreakdown({ derechos: '', honorarios: '500' }))).toEqual([
      { concepto: 'Honorarios de gestoría', tipo: 'honorarios', monto: '500.00' },
      { concepto: 'IVA (16% de honorarios)', tipo: 'iva', monto: '80.00' },
    ]);
  });
});
