import { type Payment, type PaymentPlan, paymentPlan, type Quotation } from '@tramites/shared';

/**
 * The shared plan of a quotation from the request's payments, counted as the server counts them: only the
 * money accepted against this quotation (a payment flagged for review or refund pays nothing).
 */
export function planOfQuotation(quotation: Quotation, payments: readonly Payment[]): PaymentPlan {
  return paymentPlan(
    quotation,
    payments.filter((payment) => payment.quotation_id === quotation.id && !payment.review_reason),
  );
}
