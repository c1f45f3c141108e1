import { roundMoney } from './money.ts';

/**
 * What a quotation asks the client to pay and what is left, from the money received against it. With an
 * anticipo (deposit) the first instalment is that share; the balance is due before the request is
 * completed (DESIGN 4, issue 24). Amounts are in pesos with centavos.
 */
export type InstalmentKind = 'total' | 'anticipo' | 'saldo';

export interface PaymentPlan {
  total: number;
  paid: number;
  /** What remains to pay; 0 when paid in full. */
  balance: number;
  /** The instalment the client can pay now, or null when nothing is due. */
  due: { kind: InstalmentKind; amount: number } | null;
}

export function depositAmount(total: number, depositPercent: number | null | undefined): number | null {
  if (!depositPercent || depositPercent <= 0 || depositPercent >= 100) {
    return null;
  }
  return roundMoney((total * depositPercent) / 100);
}

export function paymentPlan(
  quotation: { amount: number; deposit_percent?: number | null },
  payments: readonly { amount: number; quotation_id?: string }[],
): PaymentPlan {
  const total = roundMoney(quotation.amount);
  const paid = roundMoney(payments.reduce((sum, payment) => sum + payment.amount, 0));
  const balance = Math.max(0, roundMoney(total - paid));
  if (balance === 0) {
    return { total, paid, balance, due: null };
  }
  if (paid === 0) {
    const deposit = depositAmount(total, quotation.deposit_percent);
    return {
      total,
      paid,
      balance,
      due: deposit === null ? { kind: 'total', amount: total } : { kind: 'anticipo', amount: deposit },
    };
  }
  return { total, paid, balance, due: { kind: 'saldo', amount: balance } };
}

export const INSTALMENT_LABELS: Record<InstalmentKind, string> = {
  total: 'Pago total',
  anticipo: 'Anticipo',
  saldo: 'Saldo pendiente',
};
