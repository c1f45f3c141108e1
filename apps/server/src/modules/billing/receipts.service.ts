import {
  formatMXN,
  INSTALMENT_LABELS,
  type InstalmentKind,
  IVA_PERCENT,
  paymentConcepts,
  paymentMethodLabel,
  roundMoney,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { checkVisibleRequest, isRequestId } from '../../lib/request-access.ts';
import {
  findPaymentForBilling,
  listQuotationPayments,
  type PaymentForBilling,
} from './billing.repository.ts';
import { type ReceiptData, renderReceiptPdf } from './receipt-pdf.ts';

export interface BusinessIdentity {
  name: string;
  /** The legal name money is paid to (the bank account's beneficiary), when configured. */
  legalName: string | null;
}

export const PAYMENT_NOT_FOUND = 'El pago no existe';

/** The receipt's number: the request's folio and the payment's place among its payments (01, 02…). */
const receiptNumberOf = (row: PaymentForBilling) =>
  `${row.request.folio}-${String(row.receiptNumber).padStart(2, '0')}`;

/** Everything the receipt of one payment says, from the ledger as it stands. */
export async function receiptDataOf(
  db: DbOrTx,
  row: PaymentForBilling,
  business: BusinessIdentity,
): Promise<ReceiptData> {
  const { payment, quotation, request } = row;
  const amount = Number(payment.amount);
  const counted = (await listQuotationPayments(db, quotation.id)).filter(
    (other) => other.reviewReason === null && other.createdAt.getTime() <= payment.createdAt.getTime(),
  );
  const total = Number(quotation.amount);
  const paidToDate = roundMoney(counted.reduce((sum, other) => sum + Number(other.amount), 0));
  const notes: string[] = [];
  let lines: ReceiptData['lines'];
  if (payment.reviewReason) {
    lines = [{ label: 'Pago recibido, en revisión (no se aplicó a la cotización)', amount }];
    notes.push(`En revisión: ${payment.reviewReason}.`);
  } else {
    const concepts = paymentConcepts({ amount: quotation.amount, items: quotation.items }, payment.amount);
    lines = [
      { label: 'Honorarios de gestoría (sin IVA)', amount: concepts.honorarios.base },
      { label: `IVA ${IVA_PERCENT} % sobre honorarios`, amount: concepts.honorarios.iva },
    ];
    if (concepts.derechos > 0) {
      lines.push({ label: 'Derechos (pago por cuenta de terceros, sin IVA)', amount: concepts.derechos });
    }
  }
  const refunded = Number(row.refunded);
  if (refunded > 0) {
    notes.push(
      refunded >= amount
        ? `Este pago se reembolsó por completo (${formatMXN(refunded)} MXN).`
        : `De este pago se reembolsaron ${formatMXN(refunded)} MXN.`,
    );
  }
  if (quotation.clientDerechosAmount !== null && Number(quotation.clientDerechosAmount) > 0) {
    notes.push(
      `Los derechos de ${formatMXN(quotation.clientDerechosAmount)} MXN los pagas directamente a la autoridad y no forman parte de este recibo.${quotation.clientDerechosNote ? ` ${quotation.clientDerechosNote}` : ''}`,
    );
  }
  return {
    business,
    receiptNumber: receiptNumberOf(row),
    folio: request.folio,
    tramiteName: request.tramiteName,
    client: { name: row.clientName, email: row.clientEmail },
    paidAt: payment.createdAt,
    amount,
    currency: payment.currency,
    kindLabel: INSTALMENT_LABELS[payment.kind as InstalmentKind] ?? payment.kind,
    methodLabel: paymentMethodLabel(payment.method),
    reference: payment.reference,
    lines,
    plan: {
      total,
      paidToDate,
      balance: Math.max(0, roundMoney(total - paidToDate)),
      depositPercent: quotation.depositPercent,
    },
    notes,
  };
}

export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

async function buildReceipt(
  db: DbOrTx,
  row: PaymentForBilling,
  business: BusinessIdentity,
): Promise<ReceiptFile> {
  const data = await receiptDataOf(db, row, business);
  return { filename: `recibo-${data.receiptNumber}.pdf`, pdf: await renderReceiptPdf(data) };
}

/** GET /api/payments/{id}/receipt: for the request's client, its gestor and admins (404, then 403). */
export async function downloadReceipt(
  db: DbOrTx,
  actor: Actor,
  paymentId: string,
  business: BusinessIdentity,
): Promise<ReceiptFile> {
  const row = isRequestId(paymentId) ? await findPaymentForBilling(db, paymentId) : undefined;
  if (!row) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  checkVisibleRequest(actor, row.request);
  return buildReceipt(db, row, business);
}

/** The receipt attached to the "Recibimos tu pago" e-mail (the outbox builds it when it sends). */
export async function receiptAttachment(db: DbOrTx, paymentId: string, business: BusinessIdentity) {
  const row = await findPaymentForBilling(db, paymentId);
  if (!row) {
    throw new Error(`payment ${paymentId} of a receipt e-mail does not exist`);
  }
  const receipt = await buildReceipt(db, row, business);
  return [{ filename: receipt.filename, content: receipt.pdf, contentType: 'application/pdf' }];
}
