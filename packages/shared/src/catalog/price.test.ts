import { describe, expect, it } from 'vitest';
import { isIvaOf, ivaOn } from '../constants.ts';
import { splitIvaIncluded, tramitePriceSummary } from './price.ts';

describe('tramitePriceSummary', () => {
  it('takes a fixed price as the fee with IVA, the one the automatic quotation charges, and adds the derechos', () => {
    const summary = tramitePriceSummary({ price_type: 'fijo', fixed_price: 700, government_fee: 1795 });
    expect(summary).toEqual({
      kind: 'fijo',
      honorarios: 700,
      honorariosBase: 603.45,
      iva: 96.55,
      derechos: 1795,
      total: 2495,
    });
  });

  it('never puts IVA on the derechos: the total moves with them peso for peso', () => {
    const without = tramitePriceSummary({ price_type: 'fijo', fixed_price: 450, government_fee: null });
    const withFee = tramitePriceSummary({ price_type: 'fijo', fixed_price: 450, government_fee: 1000 });
    expect(without.kind === 'fijo' && without.total).toBe(450);
    expect(withFee.kind === 'fijo' && withFee.total).toBe(1450);
    expect(withFee.kind === 'fijo' && withFee.iva).toBe(without.kind === 'fijo' ? without.iva : -1);
  });

  it('adds money in cents, without float drift', () => {
    const summary = tramitePriceSummary({ price_type: 'fijo', fixed_price: 0.1, government_fee: 0.2 });
    expect(summary.kind === 'fijo' && summary.total).toBe(0.3);
  });

  it('shows "desde" for a variable price with a minimum, and a quotation without one', () => {
    expect(
      tramitePriceSummary({
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        price_from: 1500,
      }),
    ).toEqual({ kind: 'desde', from: 1500, derechos: null });
    expect(tramitePriceSummary({ price_type: 'variable', fixed_price: null, government_fee: 90 })).toEqual({
      kind: 'cotizacion',
      derechos: 90,
    });
  });
});

describe('splitIvaIncluded', () => {
  it('finds the base whose IVA (the shared rule) adds up to the fee to the cent', () => {
    for (const fee of [350, 400, 450, 600, 700, 900, 1000, 1200, 2500, 4500]) {
      const split = splitIvaIncluded(fee);
      expect(split.iva).toBe(ivaOn(split.base));
      expect(Math.round((split.base + split.iva) * 100)).toBe(fee * 100);
    }
  });

  it('splits a fee no exact base reaches within the SAT rounding limits, still adding up to the cent', () => {
    expect(splitIvaIncluded(500)).toEqual({ base: 431.03, iva: 68.97 });
    expect(isIvaOf(431.03, 68.97)).toBe(true);
    for (const fee of [500, 650, 800, 1234.56, 99.99]) {
      const split = splitIvaIncluded(fee);
      expect(Math.round((split.base + split.iva) * 100)).toBe(Math.round(fee * 100));
      expect(isIvaOf(split.base, split.iva)).toBe(true);
    }
    const summary = tramitePriceSummary({ price_type: 'fijo', fixed_price: 500, government_fee: null });
    expect(summary.kind === 'fijo' && Math.round((summary.honorariosBase + summary.iva) * 100)).toBe(50000);
  });

  it('accepts an IVA only within the limits of the base plus or minus half a centavo', () => {
    expect(isIvaOf(1000, 160)).toBe(true);
    expect(isIvaOf(1000, 160.02)).toBe(false);
    expect(isIvaOf(1000, 159.98)).toBe(false);
    expect(isIvaOf(431.03, 68.96)).toBe(true);
    expect(isIvaOf(431.03, 68.98)).toBe(false);
  });
});
