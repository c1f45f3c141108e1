import {
  formatMXN,
  INSTALMENT_LABELS,
  type InstalmentKind,
  type Payment,
  type PaymentPlan,
  paymentMethodLabel,
  toCentavos,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor, Performer } from '../../lib/actor.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { notifyPaymentReceived } from '../notifications/notification-rules.ts';
import {
  lockRequestWithQuotation,
  markQuotationAccepted,
  type QuotationRow,
  type RequestRow,
} from '../requests/payable-request.service.ts';
import { isQuotationExpired } from '../requests/quotations.service.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import { transitionRequest } from '../requests/request-transition.service.ts';
import { planOf } from './balance.service.ts';
import {
  findPaymentByProviderRef,
  insertPayment,
  listPayments,
  type PaymentRow,
  type PaymentWithExtras,
  updateAttempt,
} from './payments.repository.ts';

export function toPaymentDto(row: PaymentWithExtras | PaymentRow): Payment {
  const { payment, refunded, invoice } =
    'payment' in row ? row : { payment: row, refunded: '0', invoice: null as PaymentWithExtras['invoice'] };
  return {
    id: payment.id,
    tramite_request_id: payment.requestId,
    quotation_id: payment.quotationId,
    provider: payment.provider,
    method: payment.method,
    amount: Number(payment.amount),
    reference: payment.reference,
    created_at: payment.createdAt.toISOString(),
    kind: payment.kind as InstalmentKind,
    currency: payment.currency,
    review_reason: payment.reviewReason,
    refunded_amount: Number(refunded),
    invoice: invoice as Payment['invoice'],
  };
}

/** A request's payments for its page, oldest first. */
export async function listRequestPayments(db: Database, requestId: string): Promise<Payment[]> {
  return (await listPayments(db, requestId)).map(toPaymentDto);
}

export interface IncomingPayment {
  provider: string;
  method: string;
  /** Pesos with centavos, as received. */
  amount: string;
  currency?: string;
  reference: string;
  /** The provider's id of this money: the same id is never recorded twice. */
  providerRef?: string;
  attemptId?: string;
  performer: Performer;
}

/** Why money that arrived cannot simply be kept, or null when it pays what is due. */
function reviewReasonFor(
  request: RequestRow,
  quotation: QuotationRow | undefined,
  plan: PaymentPlan | null,
  incoming: IncomingPayment,
): string | null {
  if (request.status === 'cancelado') {
    return 'Pago recibido después de cancelar la solicitud: debe reembolsarse';
  }
  if (request.status === 'completado') {
    return 'Pago recibido con la solicitud ya concluida: debe reembolsarse';
  }
  if ((incoming.currency ?? 'MXN').toUpperCase() !== 'MXN') {
    return `Pago en ${incoming.currency} en lugar de MXN: revisar y reembolsar`;
  }
  if (quotation && !['pendiente', 'aceptada'].includes(quotation.status)) {
    return 'Pago recibido cuando la cotización ya no estaba vigente (vencida, rechazada o reemplazada): revisar';
  }
  if (!quotation || !plan?.due) {
    return 'Pago adicional: la cotización ya estaba pagada; debe reembolsarse';
  }
  if (toCentavos(incoming.amount) !== toCentavos(plan.due.amount)) {
    return `El monto recibido (${formatMXN(incoming.amount)} MXN) no coincide con el que se debía (${formatMXN(plan.due.amount)} MXN): revisar`;
  }
  return null;
}

/**
 * The one door through which money enters the ledger (a webhook, a confirmed transfer, a staff record,
 * the demo's simulation), with the request locked. Money that pays what is due moves the request on: the
 * first instalment to "Pago procesado" (DESIGN 4), a balance only into the record. Money that should not
 * have come (after a cancellation, a wrong amount or currency, a second payment) is kept in the ledger
 * flagged for refund, never silently accepted. The same provider payment twice is recorded once.
 */
export async function receivePayment(
  tx: DbOrTx,
  requestId: string,
  incoming: IncomingPayment,
): Promise<{ payment: PaymentRow; flagged: boolean; duplicate: boolean }> {
  const locked = await lockRequestWithQuotation(tx, requestId);
  if (!locked) {
    throw conflict('La solicitud del pago no existe');
  }
  if (incoming.providerRef) {
    const existing = await findPaymentByProviderRef(tx, incoming.provider, incoming.providerRef);
    if (existing) {
      return { payment: existing, flagged: existing.reviewReason !== null, duplicate: true };
    }
  }
  const { request, quotation } = locked;
  if (!quotation) {
    throw conflict('La solicitud no tiene cotización a la que aplicar el pago');
  }
  const plan = await planOf(tx, quotation);
  const reviewReason = reviewReasonFor(request, quotation, plan, incoming);
  const kind: InstalmentKind = plan?.due?.kind ?? 'total';
  const payment = await insertPayment(tx, {
    requestId,
    quotationId: quotation.id,
    attemptId: incoming.attemptId,
    kind,
    provider: incoming.provider,
    method: incoming.method,
    amount: incoming.amount,
    currency: (incoming.currency ?? 'MXN').toUpperCase(),
    reference: incoming.reference,
    providerRef: incoming.providerRef,
    reviewReason,
    recordedBy: incoming.performer === 'system' ? null : incoming.performer.id,
  });
  if (incoming.attemptId) {
    await updateAttempt(tx, incoming.attemptId, { status: 'pagado' });
  }
  const methodLabel = paymentMethodLabel(incoming.method);
  if (reviewReason) {
    await recordEvent(tx, {
      request,
      performer: incoming.performer,
      action: 'payment_flagged',
      reason: reviewReason,
      metadata: { payment_id: payment.id, provider: incoming.provider, amount: incoming.amount },
      chatMessage: `Recibimos un pago de ${formatMXN(incoming.amount)} MXN que no corresponde a lo pendiente. El equipo lo revisará y, si procede, te lo reembolsará.`,
    });
    return { payment, flagged: true, duplicate: false };
  }
  await markQuotationAccepted(tx, quotation);
  const reason = `${INSTALMENT_LABELS[kind]} de ${formatMXN(incoming.amount)} MXN (${methodLabel}, ref. ${incoming.reference})`;
  if (request.status === 'cotizacion_enviada') {
    // The payment is the event that moves the request (never a move by hand), then on as DESIGN 4 says.
    await transitionRequest(tx, {
      request,
      to: 'pago_procesado',
      performer: incoming.performer,
      as: 'system',
      reason,
      action: 'payment_recorded',
      metadata: { payment_id: payment.id, provider: incoming.provider, kind },
    });
  } else {
    await recordEvent(tx, {
      request,
      performer: incoming.performer,
      action: 'payment_recorded',
      reason,
      metadata: { payment_id: payment.id, provider: incoming.provider, kind },
      chatMessage: `Recibimos tu pago de ${formatMXN(incoming.amount)} MXN. ¡Gracias! Ya no tienes saldo pendiente.`,
    });
  }
  await notifyPaymentReceived(tx, request, payment);
  return { payment, flagged: false, duplicate: false };
}

/**
 * Checks that a payment may be taken now on this request: its quotation is current and valid (while the
 * request waits for the first payment) and the amount is exactly what is due.
 */
async function checkPayable(
  tx: DbOrTx,
  request: RequestRow,
  quotation: QuotationRow | undefined,
  amount: string,
): Promise<void> {
  if (request.status === 'cancelado' || request.status === 'completado') {
    throw conflict('La solicitud está cerrada y ya no admite pagos', 'invalid_transition');
  }
  if (request.status === 'cotizacion_solicitada') {
    throw conflict('Solo se puede pagar una solicitud con cotización enviada', 'invalid_transition');
  }
  if (!quotation || !['pendiente', 'aceptada'].includes(quotation.status)) {
    throw conflict('La solicitud no tiene una cotización vigente');
  }
  if (request.status === 'cotizacion_enviada' && isQuotationExpired(quotation)) {
    throw conflict('La cotización ha vencido y ya no puede pagarse', 'quotation_expired');
  }
  const plan = await planOf(tx, quotation);
  if (!plan.due) {
    throw conflict('La cotización ya está pagada por completo');
  }
  if (toCentavos(amount) !== toCentavos(plan.due.amount)) {
    const what = {
      total: 'de la cotización aceptada',
      anticipo: 'del anticipo',
      saldo: 'del saldo pendiente',
    }[plan.due.kind];
    throw unprocessable(`El monto debe ser igual al ${what} (${formatMXN(plan.due.amount)} MXN)`, 'amount');
  }
}

/** Staff record a payment received by SPEI, OXXO or card at the office (spec: POST /api/payments). */
export async function recordManualPayment(
  db: Database,
  actor: Actor,
  input: { tramite_request_id: string; method: string; amount: string; reference: string },
): Promise<Payment> {
  const payment = await db.transaction(async (tx) => {
    await loadVisibleRequest(tx, actor, input.tramite_request_id);
    const { request, quotation } = (await lockRequestWithQuotation(tx, input.tramite_request_id))!;
    await checkPayable(tx, request, quotation, input.amount);
    const received = await receivePayment(tx, request.id, {
      provider: 'manual',
      method: input.method,
      amount: input.amount,
      reference: input.reference,
      performer: actor,
    });
    return received.payment;
  });
  return toPaymentDto(payment);
}

/**
 * Staff moving a request to "Pago procesado" by hand (the status endpoint) state that its quotation
 * was paid: that is recorded as a payment of what is due, so the move has its payment.
 */
export async function recordPaymentByStatusMove(
  tx: DbOrTx,
  actor: Actor,
  request: RequestRow,
  note: string,
): Promise<PaymentRow> {
  const { quotation } = (await lockRequestWithQuotation(tx, request.id))!;
  const due = quotation ? (await planOf(tx, quotation)).due : null;
  const amount = due ? due.amount.toFixed(2) : '0';
  await checkPayable(tx, request, quotation, amount);
  const received = await receivePayment(tx, request.id, {
    provider: 'manual',
    method: 'registro_manual',
    amount,
    reference: note.trim() || `Registrado por ${actor.name}`,
    performer: actor,
  });
  return received.payment;
}

/** Checks a payment the client starts online: the same rules as any payment, for what is due now. */
export async function checkClientCanPay(
  tx: DbOrTx,
  request: RequestRow,
  quotation: QuotationRow | undefined,
): Promise<{ kind: InstalmentKind; amount: number }> {
  if (request.status === 'cotizacion_enviada' && quotation?.status === 'pendiente') {
    throw conflict('Acepta la cotización antes de pagar');
  }
  const plan = quotation ? await planOf(tx, quotation) : null;
  if (!plan?.due) {
    await checkPayable(tx, request, quotation, '0');
    throw conflict('No hay nada pendiente de pago');
  }
  await checkPayable(tx, request, quotation, plan.due.amount.toFixed(2));
  return plan.due;
}
