import { describe, expect, it } from 'vitest';
import {
  LedgerQuerySchema,
  ledgerStatusOf,
  RevenueQuerySchema,
  refundableAmountOf,
} from './ledger-schemas.ts';
import { CreateRefundSchema } from './refund-schemas.ts';

describe('ledgerStatusOf', () => {
  const payment = (amount: number, refunded: number, flagged = false) => ({
    amount,
    refunded_amount: refunded,
    review_reason: flagged ? 'Pago adicional' : null,
  });

  it('names each state once: refunded in full wins, then the review flag, then a partial refund', () => {
    expect(ledgerStatusOf(payment(100, 0))).toBe('confirmado');
    expect(ledgerStatusOf(payment(100, 40))).toBe('reembolso_parcial');
    expect(ledgerStatusOf(payment(100, 100))).toBe('reembolsado');
    expect(ledgerStatusOf(payment(100, 0, true))).toBe('por_revisar');
    expect(ledgerStatusOf(payment(100, 40, true))).toBe('por_revisar');
    // A flagged payment refunded in full is resolved.
    expect(ledgerStatusOf(payment(100, 100, true))).toBe('reembolsado');
  });

  it('compares centavos, not floats', () => {
    expect(ledgerStatusOf(payment(0.3, 0.1 + 0.2))).toBe('reembolsado');
    expect(refundableAmountOf(payment(0.3, 0.1))).toBe(0.2);
    expect(refundableAmountOf(payment(100, 120))).toBe(0);
  });
});

describe('the ledger and refund schemas', () => {
  it('refuses a refund of 0 or without a reason, and keeps 2 decimals', () => {
    expect(CreateRefundSchema.safeParse({ amount: '0', reason: 'x' }).success).toBe(false);
    expect(CreateRefundSchema.safeParse({ amount: '10', reason: '  ' }).success).toBe(false);
    expect(CreateRefundSchema.parse({ amount: 10.5, reason: ' Cobro doble ' })).toEqual({
      amount: '10.50',
      reason: 'Cobro doble',
    });
  });

  it('reads empty filters as none and lower-cases the gestor id', () => {
    const query = LedgerQuerySchema.parse({
      from: '',
      status: '',
      gestor_id: '6F1C1F3E-1D2B-4C3D-9E8F-0A1B2C3D4E5F',
    });
    expect(query).toMatchObject({ from: undefined, status: undefined, limit: 25, offset: 0 });
    expect(query.gestor_id).toBe('6f1c1f3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f');
    expect(RevenueQuerySchema.parse({})).toEqual({ months: 12, until: undefined });
  });
});
