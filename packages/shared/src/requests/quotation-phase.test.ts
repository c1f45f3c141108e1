import { describe, expect, it } from 'vitest';
import { canRejectQuotation, quotationPhase } from './quotation-phase.ts';

const quotation = { id: 'q-1', status: 'aceptada' as const, is_expired: false };

describe('quotationPhase', () => {
  it('is pagada once a payment was made against the quotation, whatever its stored status', () => {
    expect(quotationPhase(quotation, [{ quotation_id: 'q-1' }])).toBe('pagada');
    expect(quotationPhase(quotation, [{ quotation_id: 'q-0' }])).toBe('aceptada');
    expect(quotationPhase({ ...quotation, status: 'pendiente', is_expired: true }, [])).toBe('vencida');
  });
});

describe('canRejectQuotation', () => {
  it('only while the quotation awaits the answer', () => {
    expect(canRejectQuotation('pendiente')).toBe(true);
    expect(canRejectQuotation('aceptada')).toBe(false);
    expect(canRejectQuotation('rechazada')).toBe(false);
  });
});
