import { type PaymentPlan, paymentPlan } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { lockRequestWithQuotation, type QuotationRow } from '../requests/payable-request.service.ts';
import { listOpenAttemptsOfQuotation, sumAcceptedPayments } from './payments.repository.ts';

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

/**
 * A payment under way for this quotation: an OXXO voucher or a SPEI reference still payable, a transfer
 * whose comprobante waits for staff. The quotation does not expire under it, or the money would arrive
 * for a quotation no longer current and have to be refunded.
 */
export async function hasPaymentUnderWay(
  db: DbOrTx,
  quotationId: string,
  now = new Date(),
): Promise<boolean> {
  return (await listOpenAttemptsOfQuotation(db, quotationId)).some(
    (attempt) => attempt.expiresAt === null || attempt.expiresAt > now,
  );
}

/** A transfer comprobante the client sent that staff have not confirmed: the client's next step waits on us. */
export async function hasTransferAwaitingStaff(db: DbOrTx, quotationId: string): Promise<boolean> {
  return (await listOpenAttemptsOfQuotation(db, quotationId)).some(
    (attempt) => attempt.status === 'en_revision',
  );
}
