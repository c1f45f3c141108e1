import { describe, expect, it } from 'vitest';
import { checkQuotationItems, IVA_PERCENT, ivaOn } from './schemas.ts';

describe('quotation items', () => {
  it('takes IVA from the one rate, on the fee only', () => {
    expect(IVA_PERCENT).toBe(16);
    expect(ivaOn(1000)).toBe(160);
    expect(ivaOn(333.33)).toBe(53.33);
  });

  it('requires the items to add up and the IVA to match the fee', () => {
    const items = [
      { tipo: 'derechos', monto: '641.50' },
      { tipo: 'honorarios', monto: '1000.00' },
      { tipo: 'iva', monto: '160.00' },
    ];
    expect(checkQuotationItems({ amount: '1801.50', items })).toBeNull();
    expect(checkQuotationItems({ amount: '1800.00', items })).toBe(
      'La suma de los conceptos debe ser igual al total de la cotización',
    );
    expect(
      checkQuotationItems({
        amount: '1200',
        items: [
          { tipo: 'honorarios', monto: 1000 },
          { tipo: 'iva', monto: 200 },
        ],
      }),
    ).toBe('El IVA debe ser el 16% de los honorarios');
    expect(checkQuotationItems({ amount: '5', items: [] })).toBeNull();
  });
});
