import { formatMXN, PAYMENT_METHOD_LABELS, type Payment } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { manualProvider, type PaymentProvider, simulatedProvider } from './payment-providers.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';
import { findCurrentQuotation, setQuotationStatus } from './quotations.repository.ts';
import { isQuotationExpired } from './quotations.service.ts';
import { transitionRequest } from './request-transition.service.ts';
import { findRequestForUpdate, type RequestRow } from './requests.repository.ts';

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    tramite_request_id: row.requestId,
    quotation_id: row.quotationId,
    provider: row.provider,
    method: row.method,
    amount: Number(row.amount),
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** Takes a payment against the current quotation and moves the request on (DESIGN section 4). */
async function takePayment(
  tx: DbOrTx,
  params: {
    request: RequestRow;
    actor: Actor;
    provider: PaymentProvider;
    amount: string;
    reference?: string;
    requireAccepted: boolean;
  },
): Promise<PaymentRow> {
  const { request, actor } = params;
  if (request.status !== 'cotizacion_enviada') {
    throw conflict('Solo se puede pagar una solicitud con cotización enviada', 'invalid_transition');
  }
  const quotation = await findCurrentQuotation(tx, request.id);
  if (!quotation || !['pendiente', 'aceptada'].includes(quotation.status)) {
    throw conflict('La solicitud no tiene una cotización vigente');
  }
  if (params.requireAccepted && quotation.status !== 'aceptada') {
    throw conflict('Acepta la cotización antes de pagar');
  }
  if (isQuotationExpired(quotation)) {
    throw conflict('La cotización ha vencido y ya no puede pagarse', 'quotation_expired');
  }
  if (cents(params.amount) !== cents(quotation.amount)) {
    throw unprocessable(
      `El monto debe ser igual al de la cotización aceptada (${formatMXN(quotation.amount)} MXN)`,
      'amount',
    );
  }
  const confirmation = await params.provider.confirm({
    amount: quotation.amount,
    folio: request.folio,
    reference: params.reference,
  });
  const payment = await insertPayment(tx, {
    requestId: request.id,
    quotationId: quotation.id,
    provider: params.provider.name,
    method: confirmation.method,
    amount: quotation.amount,
    reference: confirmation.reference,
    recordedBy: actor.id,
  });
  await setQuotationStatus(tx, quotation.id, 'aceptada');
  const methodLabel =
    PAYMENT_METHOD_LABELS[confirmation.method as keyof typeof PAYMENT_METHOD_LABELS] ?? confirmation.method;
  // The payment is the event that moves the request (never a move by hand), then on as DESIGN 4 says.
  await transitionRequest(tx, {
    request,
    to: 'pago_procesado',
    performer: actor,
    as: 'system',
    reason: `Pago de ${formatMXN(quotation.amount)} MXN (${methodLabel}, ref. ${confirmation.reference})`,
    action: 'payment_recorded',
    metadata: { payment_id: payment.id, provider: params.provider.name },
  });
  return payment;
}

/** Staff record a payment received by SPEI, OXXO or card at the office. */
export async function recordManualPayment(
  db: Database,
  actor: Actor,
  input: { tramite_request_id: string; method: string; amount: string; reference: string },
): Promise<Payment> {
  const payment = await db.transaction(async (tx) => {
    await loadVisibleRequest(tx, actor, input.tramite_request_id);
    const request = (await findRequestForUpdate(tx, input.tramite_request_id))!;
    return takePayment(tx, {
      request,
      actor,
      provider: manualProvider(input.method),
      amount: input.amount,
      reference: input.reference,
      requireAccepted: false,
    });
  });
  return toPaymentDto(payment);
}

/**
 * Staff moving a request to "Pago procesado" by hand (the status endpoint) state that its quotation
 * was paid: that is recorded as a payment of the quotation's amount, so the move has its payment.
 */
export async function recordPaymentByStatusMove(
  tx: DbOrTx,
  actor: Actor,
  request: RequestRow,
  note: string,
): Promise<PaymentRow> {
  const quotation = await findCurrentQuotation(tx, request.id);
  return takePayment(tx, {
    request,
    actor,
    provider: manualProvider('registro_manual'),
    amount: quotation?.amount ?? '0',
    reference: note.trim() || `Registrado por ${actor.name}`,
    requireAccepted: false,
  });
}

/** Demo mode only: the client pays the accepted quotation with the simulated provider. */
export async function paySimulated(db: Database, actor: Actor, requestId: string): Promise<Payment> {
  const payment = await db.transaction(async (tx) => {
    const visible = await loadVisibleRequest(tx, actor, requestId);
    if (visible.clientId !== actor.id) {
      throw forbidden('Solo el cliente de la solicitud puede pagarla');
    }
    const request = (await findRequestForUpdate(tx, requestId))!;
    const quotation = await findCurrentQuotation(tx, request.id);
    if (!quotation) {
      throw notFound('La solicitud no tiene cotización');
    }
    return takePayment(tx, {
      request,
      actor,
      provider: simulatedProvider,
      amount: quotation.amount,
      requireAccepted: true,
    });
  });
  return toPaymentDto(payment);
}
