import type { Payment, Quotation } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { planOfQuotation } from './plan-of-quotation.ts';

const QUOTATION = { id: 'q-1', amount: 1500, deposit_percent: 50 } as Quotation;
const paid = (overrides: Partial<Payment>): Payment =>
  ({ id: 'p-1', quotation_id: 'q-1', amount: 750, review_reason: null, ...overrides }) as Payment;

describe('planOfQuotation', () => {
  it('asks for the anticipo first, then the balance', () => {
    expect(planOfQuotation(QUOTATION, []).due).toEqual({ kind: 'anticipo', amount: 750 });
    expect(planOfQuotation(QUOTATION, [paid({})]).due).toEqual({ kind: 'saldo', amount: 750 });
    expect(planOfQuotation(QUOTATION, [paid({}), paid({ id: 'p-2' })]).due).toBeNull();
  });

  it('counts neither money flagged for review nor money paid against another quotation', () => {
    const plan = planOfQuotation(QUOTATION, [
      paid({ review_reason: 'Pago recibido después de cancelar la solicitud: debe reembolsarse' }),
      paid({ id: 'p-2', quotation_id: 'q-0' }),
    ]);
    expect(plan.paid).toBe(0);
    expect(plan.due).toEqual({ kind: 'anticipo', amount: 750 });
  });
});
