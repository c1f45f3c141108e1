import {
  type CreatedRefund,
  type CreateRefundSchema,
  formatMXN,
  type Refund,
  toCentavos,
} from '@tramites/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { payments } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../../lib/app-error.ts';
import { isRequestId, loadVisibleRequest, lockRequest } from '../../../lib/request-access.ts';
import { recordEvent } from '../../requests/request-audit.service.ts';
import { findPaymentById } from '../payments.repository.ts';
import { toPaymentDto } from '../payments.service.ts';
import type { PaymentProvider } from '../providers/payment-provider.ts';
import {
  insertRefund,
  listRefundsOfPayment,
  lockPaymentWithRefunded,
  type RefundRow,
  updateRefund,
} from './refunds.repository.ts';

/*
 * Refunds (issue 24). The rule that matters most: a refund never reopens the balance. What a quotation
 * counts as paid is the accepted money received (payments.repository sumAcceptedPayments), and a refund
 * does not take it back: the usual refund follows a cancellation, or gives back money flagged as not due
 * (a second payment, a wrong amount), and neither should make the client owe the quotation again. When a
 * refund does settle a dispute over work still to do, staff quote or record what is owed anew.
 */

const PAYMENT_NOT_FOUND = 'El pago no existe';

/** Payments whose money came outside any provider's API: their refund is recorded by hand (a transfer back). */
const MANUAL_REFUND_PROVIDERS = new Set(['transferencia', 'manual', 'simulado']);

export interface RefundContext {
  db: Database;
  providers: readonly PaymentProvider[];
  log: FastifyBaseLogger;
}

export function toRefundDto(row: RefundRow, recordedByName: string | null = null): Refund {
  return {
    id: row.id,
    payment_id: row.paymentId,
    amount: Number(row.amount),
    reason: row.reason,
    provider: row.provider,
    provider_ref: row.providerRef,
    status: row.status as Refund['status'],
    recorded_by_name: recordedByName,
    created_at: row.createdAt.toISOString(),
  };
}

/** How a payment's money goes back: through its provider's API, or recorded by hand. */
function refundRouteOf(
  providers: readonly PaymentProvider[],
  payment: { provider: string; providerRef: string | null },
): { provider: PaymentProvider & Required<Pick<PaymentProvider, 'refund'>> } | { manual: true } {
  const provider = providers.find((candidate) => candidate.name === payment.provider);
  if (provider?.refund) {
    if (!payment.providerRef) {
      throw conflict(
        'Este pago no tiene la referencia del procesador de pagos: no puede reembolsarse desde aquí',
      );
    }
    return { provider: provider as PaymentProvider & Required<Pick<PaymentProvider, 'refund'>> };
  }
  if (MANUAL_REFUND_PROVIDERS.has(payment.provider)) {
    return { manual: true };
  }
  // A Stripe payment while Stripe is no longer configured: giving it back by hand would leave Stripe's
  // record of it unrefunded, so it is refused rather than recorded.
  throw conflict(
    `Este pago se cobró con ${payment.provider}, que no está configurado en este servidor: no puede reembolsarse desde aquí`,
  );
}

/**
 * Writes what a refund means for the request: the audit event on its timeline and the system chat
 * message, in the caller's transaction. A flagged payment refunded in full is resolved (ledger status
 * 'reembolsado', no longer 'por revisar'); its review_reason stays as the record of why, and flagged
 * money never counts as paid (so clearing it would wrongly pay the quotation).
 */
async function recordRefundEvent(
  tx: DbOrTx,
  actor: Actor,
  payment: typeof payments.$inferSelect,
  refund: RefundRow,
  refundedBefore: string,
) {
  const request = await lockRequest(tx, payment.requestId);
  const refundedAfter = toCentavos(refundedBefore) + toCentavos(refund.amount);
  const isFull = refundedAfter >= toCentavos(payment.amount);
  const resolvesFlag = isFull && payment.reviewReason !== null;
  await recordEvent(tx, {
    request,
    performer: actor,
    action: 'refund_recorded',
    reason: resolvesFlag
      ? `${refund.reason} (pago por revisar resuelto: reembolsado por completo)`
      : refund.reason,
    metadata: {
      payment_id: payment.id,
      refund_id: refund.id,
      amount: refund.amount,
      provider: refund.provider,
      status: refund.status,
      full: isFull,
      resolved_review: resolvesFlag,
    },
    chatMessage: `Se registró un reembolso de ${formatMXN(refund.amount)} MXN`,
  });
}

/**
 * POST /api/payments/{id}/refunds (admins). Through the payment's provider when it can refund (the refund
 * row is written 'pendiente' first, the provider is called outside any transaction with the row's id as
 * its idempotency key, then the row is completed, or marked 'fallido' with a 502); recorded by hand for a
 * transfer, a staff record or the demo's simulation.
 */
export async function createRefund(
  ctx: RefundContext,
  actor: Actor,
  paymentId: string,
  input: z.output<typeof CreateRefundSchema>,
): Promise<CreatedRefund> {
  if (!isRequestId(paymentId)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  const prepared = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ requestId: payments.requestId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!found) {
      throw notFound(PAYMENT_NOT_FOUND);
    }
    // The request first, then the payment: the order receivePayment locks them in.
    await lockRequest(tx, found.requestId);
    const { payment, refunded } = (await lockPaymentWithRefunded(tx, paymentId))!;
    const left = toCentavos(payment.amount) - toCentavos(refunded);
    if (left <= 0) {
      throw conflict('Este pago ya se reembolsó por completo');
    }
    const route = refundRouteOf(ctx.providers, payment);
    if (toCentavos(input.amount) > left) {
      throw unprocessable(
        `El reembolso no puede superar lo que queda por reembolsar de este pago (${formatMXN(left / 100)} MXN)`,
        'amount',
      );
    }
    if ('manual' in route) {
      const refund = await insertRefund(tx, {
        paymentId: payment.id,
        amount: input.amount,
        reason: input.reason,
        provider: 'manual',
        status: 'completado',
        recordedBy: actor.id,
      });
      await recordRefundEvent(tx, actor, payment, refund, refunded);
      return { refund, done: true as const };
    }
    const refund = await insertRefund(tx, {
      paymentId: payment.id,
      amount: input.amount,
      reason: input.reason,
      provider: payment.provider,
      status: 'pendiente',
      recordedBy: actor.id,
    });
    return { refund, payment, refunded, provider: route.provider, done: false as const };
  });

  let refund = prepared.refund;
  if (!prepared.done) {
    const { payment, refunded, provider } = prepared;
    let answer: Awaited<ReturnType<typeof provider.refund>>;
    try {
      answer = await provider.refund({
        providerRef: payment.providerRef,
        amount: refund.amount,
        idempotencyKey: refund.id,
      });
    } catch (error) {
      ctx.log.error(
        { err: error, refundId: refund.id, provider: provider.name },
        'refund refused by the provider',
      );
      await updateRefund(ctx.db, refund.id, { status: 'fallido' });
      throw new AppError(
        502,
        'El procesador de pagos no completó el reembolso y no se devolvió dinero. Intenta de nuevo en unos minutos.',
        'payment_provider_unavailable',
      );
    }
    refund = await ctx.db.transaction(async (tx) => {
      const saved = await updateRefund(tx, refund.id, {
        status: answer.status,
        providerRef: answer.providerRef,
      });
      await recordRefundEvent(tx, actor, payment, saved, refunded);
      return saved;
    });
  }
  const payment = (await findPaymentById(ctx.db, refund.paymentId))!;
  return { ...toRefundDto(refund, actor.name), payment: toPaymentDto(payment) };
}

/** GET /api/payments/{id}/refunds: staff who can see the payment's request (a gestor, their own). */
export async function listPaymentRefunds(db: Database, actor: Actor, paymentId: string): Promise<Refund[]> {
  if (actor.role === 'cliente') {
    throw forbidden('Solo el personal puede ver los reembolsos');
  }
  const [found] = isRequestId(paymentId)
    ? await db.select().from(payments).where(eq(payments.id, paymentId))
    : [];
  if (!found) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  // 403 for a gestor when the request is not theirs.
  await loadVisibleRequest(db, actor, found.requestId);
  const rows = await listRefundsOfPayment(db, paymentId);
  return rows.map((row) => toRefundDto(row.refund, row.recordedByName));
}
