import { type PaymentPlan, paymentPlan } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lockRequestWithQuotation, type QuotationRow } from '../requests/payable-request.service.ts';
import { sumAcceptedPayments } from './payments.repository.ts';

/** What a quotation asks for and what is left, from the money accepted against it. */
export async function planOf(tx: DbOrTx, quotation: QuotationRow): Promise<PaymentPlan> {
  const paid = await sumAcceptedPayments(tx, quotation.id);
  return paymentPlan({ amount: Number(quotation.amount), deposit_percent: quotation.depositPercent }, [
    { amount: Number(paid) },
  ]);
}

/** The balance still open on a request's current quotation (0 without one): completion waits for it. */
export async function openBalanceOf(tx: DbOrTx, requestId: string): Promise<number> {
  const locked = await lockRequestWithQuotation(tx, requestId);
  if (locked?.quotation?.status !== 'aceptada') {
    return 0;
  }
  return (await planOf(tx, locked.quotation!)).balance;
}
