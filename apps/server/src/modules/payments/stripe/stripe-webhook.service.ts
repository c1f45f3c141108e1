import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { providerEvents, refunds, tramiteRequests, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isRequestId, lockRequest } from '../../../lib/request-access.ts';
import type { BackgroundMail } from '../../auth/password/background-mail.ts';
import { postSystemMessage } from '../../chat/chat.service.ts';
import {
  findAttempt,
  findAttemptByProviderRef,
  findAttemptForUpdate,
  type PaymentAttemptRow,
  updateAttempt,
} from '../payments.repository.ts';
import { receivePayment } from '../payments.service.ts';
import { pesosOf } from './stripe-client.ts';
import { composeOxxoVoucherEmail } from './stripe-emails.ts';

export interface StripeWebhookContext {
  db: Database;
  log: FastifyBaseLogger;
  mail: BackgroundMail;
  publicUrl: string;
}

/** Work that must wait for the event's transaction to commit (an e-mail about a state we just saved). */
type AfterCommit = (() => void)[];

const OPEN_STATUSES = ['pendiente', 'en_revision'];

/** Stripe's method of a payment in our words, for money that arrives without an attempt of ours. */
function methodOfTypes(types: readonly string[] | undefined): string {
  if (types?.includes('oxxo')) {
    return 'oxxo';
  }
  if (types?.includes('customer_balance')) {
    return 'spei';
  }
  return 'tarjeta';
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The attempt a Stripe object belongs to: by the provider id we saved on it (PaymentIntent or Checkout
 * Session), else by the attempt id in its metadata (an event can arrive before our own save of the id).
 */
async function attemptOf(
  tx: DbOrTx,
  refs: (string | null)[],
  metadata: Stripe.Metadata | null | undefined,
): Promise<PaymentAttemptRow | undefined> {
  for (const ref of refs) {
    if (ref) {
      const found = await findAttemptByProviderRef(tx, 'stripe', ref);
      if (found) {
        return found;
      }
    }
  }
  const attemptId = metadata?.attempt_id;
  if (attemptId && isRequestId(attemptId)) {
    const found = await findAttempt(tx, attemptId);
    if (found?.provider === 'stripe') {
      return found;
    }
  }
  return undefined;
}

interface ArrivedMoney {
  intentId: string;
  sessionId?: string;
  centavos: number;
  currency: string;
  reference: string;
  metadata: Stripe.Metadata | null | undefined;
  paymentMethodTypes: readonly string[] | undefined;
}

/**
 * Money Stripe says arrived goes through the one door (receivePayment): it checks amount, currency and the
 * request's state, flags what cannot be kept, and records a PaymentIntent's money once however many
 * events announce it (PaymentIntent succeeded and Checkout completed name the same PaymentIntent).
 */
async function recordArrivedMoney(tx: DbOrTx, ctx: StripeWebhookContext, money: ArrivedMoney) {
  const attempt = await attemptOf(tx, [money.sessionId ?? null, money.intentId], money.metadata);
  const metadataRequest = money.metadata?.request_id;
  const requestId =
    attempt?.requestId ?? (metadataRequest && isRequestId(metadataRequest) ? metadataRequest : undefined);
  if (!requestId) {
    ctx.log.warn(
      { paymentIntent: money.intentId },
      'stripe payment for no attempt or request of ours: left for review in Stripe',
    );
    return;
  }
  try {
    const received = await receivePayment(tx, requestId, {
      provider: 'stripe',
      method: attempt?.method ?? methodOfTypes(money.paymentMethodTypes),
      amount: pesosOf(money.centavos),
      currency: money.currency.toUpperCase(),
      reference: money.reference,
      providerRef: money.intentId,
      attemptId: attempt?.id,
      performer: 'system',
    });
    if (received.flagged) {
      ctx.log.warn(
        { paymentId: received.payment.id, reason: received.payment.reviewReason },
        'stripe payment flagged for review',
      );
    }
  } catch (error) {
    // A request that no longer exists or has no quotation cannot take money: Stripe's retries would not
    // change that, so the event is kept as handled and the payment stays visible in Stripe.
    if (error instanceof AppError) {
      ctx.log.error({ err: error, paymentIntent: money.intentId, requestId }, 'stripe payment not recorded');
      return;
    }
    throw error;
  }
}

function moneyOfIntent(intent: Stripe.PaymentIntent): ArrivedMoney {
  return {
    intentId: intent.id,
    centavos: intent.amount_received || intent.amount,
    currency: intent.currency,
    reference: idOf(intent.latest_charge) ?? intent.id,
    metadata: intent.metadata,
    paymentMethodTypes: intent.payment_method_types,
  };
}

function moneyOfSession(session: Stripe.Checkout.Session): ArrivedMoney {
  const intentId = idOf(session.payment_intent) ?? session.id;
  return {
    intentId,
    sessionId: session.id,
    centavos: session.amount_total ?? 0,
    currency: session.currency ?? 'mxn',
    reference: intentId,
    metadata: session.metadata,
    paymentMethodTypes: session.payment_method_types,
  };
}

/**
 * An attempt that can no longer be paid (voucher expired, Checkout page expired, payment failed): it
 * closes, so the request's payment options offer every method again. Only an open attempt closes: a paid
 * one never goes back, whatever order the events come in.
 */
async function closeAttempt(
  tx: DbOrTx,
  attempt: PaymentAttemptRow,
  status: 'expirado' | 'fallido',
): Promise<void> {
  const request = await lockRequest(tx, attempt.requestId);
  const current = await findAttemptForUpdate(tx, attempt.id);
  if (!current || !OPEN_STATUSES.includes(current.status)) {
    return;
  }
  await updateAttempt(tx, current.id, { status });
  if (status === 'expirado' && current.method === 'oxxo') {
    await postSystemMessage(
      tx,
      request,
      'Tu ficha de pago en OXXO venció sin pago. Puedes generar una nueva o elegir otra forma de pago desde esta solicitud.',
    );
  }
}

async function closeAttemptOfIntent(tx: DbOrTx, intent: Stripe.PaymentIntent, canceled: boolean) {
  const attempt = await attemptOf(tx, [intent.id], intent.metadata);
  // A card declined on the Checkout page can be retried on that page: only its session's events close it.
  if (!attempt || attempt.method === 'tarjeta') {
    return;
  }
  // An OXXO PaymentIntent fails when its voucher expires unpaid (Stripe's payment_failed for OXXO).
  const expired =
    (attempt.method === 'oxxo' && !canceled) || (canceled && intent.cancellation_reason === 'expired');
  await closeAttempt(tx, attempt, expired ? 'expirado' : 'fallido');
}

async function closeAttemptOfSession(
  tx: DbOrTx,
  session: Stripe.Checkout.Session,
  status: 'expirado' | 'fallido',
) {
  const attempt = await attemptOf(tx, [session.id], session.metadata);
  if (attempt) {
    await closeAttempt(tx, attempt, status);
  }
}

/**
 * The voucher e-mail of an OXXO payment, sent when Stripe confirms the voucher exists
 * (payment_intent.requires_action, once per event id): only while the attempt is still open and the
 * voucher still valid, so a late or replayed event never mails a voucher already paid or replaced.
 */
async function mailOxxoVoucher(
  tx: DbOrTx,
  ctx: StripeWebhookContext,
  intent: Stripe.PaymentIntent,
  after: AfterCommit,
) {
  const voucher = intent.next_action?.oxxo_display_details;
  if (!voucher?.number) {
    return;
  }
  const attempt = await attemptOf(tx, [intent.id], intent.metadata);
  const expiresAt = typeof voucher.expires_after === 'number' ? new Date(voucher.expires_after * 1000) : null;
  if (attempt?.status !== 'pendiente' || (expiresAt && expiresAt < new Date())) {
    return;
  }
  const [row] = await tx
    .select({
      folio: tramiteRequests.folio,
      tramiteName: tramiteRequests.tramiteName,
      name: users.name,
      email: users.email,
    })
    .from(tramiteRequests)
    .innerJoin(users, eq(users.id, tramiteRequests.clientId))
    .where(eq(tramiteRequests.id, attempt.requestId));
  if (!row) {
    return;
  }
  const email = composeOxxoVoucherEmail({
    client: { name: row.name, email: row.email },
    folio: row.folio,
    tramiteName: row.tramiteName,
    amount: pesosOf(intent.amount),
    number: voucher.number,
    voucherUrl: voucher.hosted_voucher_url,
    expiresAt,
    requestUrl: `${ctx.publicUrl}/solicitud/${attempt.requestId}`,
  });
  after.push(() => ctx.mail.send('OXXO voucher e-mail', email));
}

/**
 * A refund's outcome from Stripe on the refund the admin asked for (refunds row by its Stripe id). A
 * refund Stripe knows and the ledger does not (made in Stripe's dashboard) is only logged: staff record
 * it by hand if they want it in the ledger.
 */
async function settleRefund(tx: DbOrTx, ctx: StripeWebhookContext, refund: Stripe.Refund) {
  const status =
    refund.status === 'succeeded'
      ? 'completado'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'fallido'
        : null;
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, 'stripe'), eq(refunds.providerRef, refund.id)))
    .for('update');
  if (!row) {
    ctx.log.info({ refund: refund.id, status: refund.status }, 'stripe refund not in the ledger');
    return;
  }
  if (status && row.status !== status) {
    await tx.update(refunds).set({ status }).where(eq(refunds.id, row.id));
    if (status === 'fallido') {
      ctx.log.warn({ refund: refund.id, reason: refund.failure_reason }, 'stripe refund failed');
    }
  }
}

async function applyEvent(tx: DbOrTx, ctx: StripeWebhookContext, event: Stripe.Event, after: AfterCommit) {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return recordArrivedMoney(tx, ctx, moneyOfIntent(event.data.object));
    case 'checkout.session.completed':
      // An asynchronous method completes the page before the money arrives; cards come here paid.
      if (event.data.object.payment_status === 'paid') {
        return recordArrivedMoney(tx, ctx, moneyOfSession(event.data.object));
      }
      return;
    case 'checkout.session.async_payment_succeeded':
      return recordArrivedMoney(tx, ctx, moneyOfSession(event.data.object));
    case 'payment_intent.requires_action':
      return mailOxxoVoucher(tx, ctx, event.data.object, after);
    case 'payment_intent.payment_failed':
      return closeAttemptOfIntent(tx, event.data.object, false);
    case 'payment_intent.canceled':
      return closeAttemptOfIntent(tx, event.data.object, true);
    case 'checkout.session.expired':
      return closeAttemptOfSession(tx, event.data.object, 'expirado');
    case 'checkout.session.async_payment_failed':
      return closeAttemptOfSession(tx, event.data.object, 'fallido');
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return settleRefund(tx, ctx, event.data.object);
    case 'charge.refunded':
    case 'charge.refund.updated': {
      const object = event.data.object;
      const list = 'refunds' in object ? object.refunds?.data : [object as Stripe.Refund];
      for (const refund of list ?? []) {
        await settleRefund(tx, ctx, refund);
      }
      return;
    }
    default:
      // Recorded (so a replay is recognised) and otherwise ignored: Stripe sends what the endpoint
      // subscribes to, and a new type must never fail the delivery.
      return;
  }
}

/**
 * Applies one verified Stripe event exactly once: its id enters provider_events in the same transaction
 * as its effect, so a replay (Stripe retries, a duplicate delivery) finds it and changes nothing, and a
 * failure rolls both back for Stripe to retry. E-mails go out after the commit.
 */
export async function handleStripeEvent(
  ctx: StripeWebhookContext,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  const after: AfterCommit = [];
  const duplicate = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(providerEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId });
    if (!recorded) {
      return true;
    }
    await applyEvent(tx, ctx, event, after);
    return false;
  });
  for (const send of after) {
    send();
  }
  return { duplicate };
}
