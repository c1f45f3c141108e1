import {
  formatMXN,
  INSTALMENT_LABELS,
  type InstalmentKind,
  methodUnavailableReason,
  type OnlinePaymentMethod,
  PAYMENT_METHOD_HINTS,
  type PaymentAttempt,
  type PaymentInstructions,
  type PaymentOptions,
  paymentMethodLabel,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { isRequestId, loadVisibleRequest, lockRequest } from '../../lib/request-access.ts';
import type { Storage } from '../../lib/storage/index.ts';
import {
  discardIncomingFile,
  type IncomingFile,
  storeGuardedFile,
} from '../documents/document-upload.service.ts';
import { currentQuotationOf, lockRequestWithQuotation } from '../requests/payable-request.service.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import { planOf } from './balance.service.ts';
import {
  findAttempt,
  findAttemptForUpdate,
  insertAttempt,
  listOpenAttempts,
  type PaymentAttemptRow,
  updateAttempt,
} from './payments.repository.ts';
import { checkClientCanPay, receivePayment, toPaymentDto } from './payments.service.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

export function toAttemptDto(row: PaymentAttemptRow): PaymentAttempt {
  return {
    id: row.id,
    tramite_request_id: row.requestId,
    kind: row.kind as InstalmentKind,
    provider: row.provider,
    method: row.method as OnlinePaymentMethod,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status as PaymentAttempt['status'],
    instructions: row.instructions as PaymentInstructions,
    expires_at: row.expiresAt?.toISOString() ?? null,
    proof_filename: row.proofFilename,
    proof_uploaded_at: row.proofUploadedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
  };
}

export interface PaymentContext {
  db: Database;
  providers: readonly PaymentProvider[];
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A deployment with no provider configured (no bank data, no Stripe): the client is told how to proceed. */
const NO_ONLINE_PAYMENT =
  'Por ahora no recibimos pagos en línea: tu gestor te dirá cómo pagar por el chat y registrará tu pago.';

const EMAIL_NOT_VERIFIED =
  'Confirma tu correo electrónico antes de pagar: te enviamos un enlace al registrarte.';

/** An attempt past its expiry (an OXXO voucher) reads as expired before any sweep or webhook says so. */
const isLapsed = (row: PaymentAttemptRow, now = new Date()) =>
  row.status === 'pendiente' && row.expiresAt !== null && row.expiresAt < now;

/** GET /api/tramite-requests/{id}/payment-options: what is due, the ways to pay it, what is under way. */
export async function getPaymentOptions(
  ctx: PaymentContext,
  actor: Actor,
  requestId: string,
): Promise<PaymentOptions> {
  const request = await loadVisibleRequest(ctx.db, actor, requestId);
  // A read: nothing is locked (the client's and the staff's pages read it on every live event).
  const db = ctx.db;
  const quotation = await currentQuotationOf(db, request.id);
  const plan =
    quotation && ['pendiente', 'aceptada'].includes(quotation.status) ? await planOf(db, quotation) : null;
  const attempts = (await listOpenAttempts(db, request.id)).filter((row) => !isLapsed(row));
  let blockedReason: string | null = null;
  if (actor.id !== request.clientId) {
    blockedReason = 'Solo el cliente de la solicitud puede pagarla en línea.';
  } else if (ctx.providers.length === 0) {
    blockedReason = NO_ONLINE_PAYMENT;
  } else if (!actor.emailVerified) {
    blockedReason = EMAIL_NOT_VERIFIED;
  } else {
    try {
      await checkClientCanPay(db, request, quotation);
    } catch (error) {
      blockedReason = error instanceof AppError ? error.detail : 'No es posible pagar ahora.';
    }
  }
  const payable = plan?.due?.amount;
  return {
    plan,
    methods: ctx.providers.flatMap((provider) =>
      provider.methods
        .filter((method) => payable === undefined || methodUnavailableReason(method, payable) === null)
        .map((method) => ({
          method,
          provider: provider.name,
          label: paymentMethodLabel(method),
          hint: PAYMENT_METHOD_HINTS[method],
        })),
    ),
    attempts: attempts.map(toAttemptDto),
    blocked_reason: blockedReason,
  };
}

/**
 * The client starts paying what is due now by one method. An open attempt of the same method and amount
 * is shown again rather than duplicated (one OXXO voucher at a time); another method's open attempt is
 * voided at its provider, so an old voucher cannot be paid as well. The provider is called outside any
 * transaction: a slow or failing provider never holds the request's lock.
 */
export async function startPayment(
  ctx: PaymentContext,
  actor: Actor,
  requestId: string,
  method: OnlinePaymentMethod,
): Promise<{ attempt: PaymentAttempt; reused: boolean }> {
  const visible = await loadVisibleRequest(ctx.db, actor, requestId);
  if (visible.clientId !== actor.id) {
    throw forbidden('Solo el cliente de la solicitud puede pagarla');
  }
  const provider = ctx.providers.find((candidate) => candidate.methods.includes(method));
  if (!provider) {
    throw unprocessable('Esa forma de pago no está disponible', 'method');
  }
  if (!actor.emailVerified) {
    throw conflict(EMAIL_NOT_VERIFIED, 'email_not_verified');
  }
  const prepared = await ctx.db.transaction(async (tx) => {
    const { request, quotation } = (await lockRequestWithQuotation(tx, requestId))!;
    const due = await checkClientCanPay(tx, request, quotation);
    const unavailable = methodUnavailableReason(method, due.amount);
    if (unavailable) {
      throw conflict(unavailable);
    }
    const open = await listOpenAttempts(tx, request.id);
    const same = open.find(
      (row) =>
        row.method === method &&
        row.quotationId === quotation!.id &&
        Number(row.amount) === due.amount &&
        row.status === 'pendiente' &&
        Object.keys(row.instructions).length > 0 &&
        !isLapsed(row),
    );
    if (same) {
      return { reused: same } as const;
    }
    const replaced = open.filter((row) => row.status === 'pendiente');
    for (const row of replaced) {
      await updateAttempt(tx, row.id, { status: 'cancelado' });
    }
    const attempt = await insertAttempt(tx, {
      requestId: request.id,
      quotationId: quotation!.id,
      kind: due.kind,
      provider: provider.name,
      method,
      amount: due.amount.toFixed(2),
      createdBy: actor.id,
    });
    return { attempt, request, replaced, reused: undefined };
  });
  if ('reused' in prepared && prepared.reused) {
    return { attempt: toAttemptDto(prepared.reused), reused: true };
  }
  const { attempt, request, replaced } = prepared;
  for (const row of replaced) {
    const replacedProvider = ctx.providers.find((candidate) => candidate.name === row.provider);
    await replacedProvider
      ?.cancel?.({ providerRef: row.providerRef, method: row.method })
      .catch((error: unknown) => {
        ctx.log.warn(
          { err: error, attemptId: row.id },
          'payment attempt could not be voided at its provider',
        );
      });
  }
  let started: Awaited<ReturnType<PaymentProvider['start']>>;
  try {
    started = await provider.start({
      attemptId: attempt.id,
      requestId: request.id,
      folio: request.folio,
      method,
      amount: attempt.amount,
      description: `${INSTALMENT_LABELS[attempt.kind as InstalmentKind]} · ${request.tramiteName} · ${request.folio}`,
      client: { id: actor.id, name: actor.name, email: actor.email },
      returnUrl: `${ctx.publicUrl}/solicitud/${request.id}`,
    });
  } catch (error) {
    ctx.log.error(
      { err: error, attemptId: attempt.id, provider: provider.name },
      'payment provider refused to start',
    );
    await updateAttempt(ctx.db, attempt.id, { status: 'fallido' });
    throw new AppError(
      502,
      'No pudimos conectar con el procesador de pagos. Intenta de nuevo en unos minutos o elige otra forma de pago.',
      'payment_provider_unavailable',
    );
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateAttempt(tx, attempt.id, {
      providerRef: started.providerRef ?? null,
      instructions: started.instructions,
      expiresAt: started.expiresAt ?? null,
    });
    if (started.settled) {
      await receivePayment(tx, request.id, {
        provider: provider.name,
        method,
        amount: attempt.amount,
        reference: started.settled.reference,
        providerRef: started.providerRef,
        attemptId: attempt.id,
        performer: actor,
      });
      return (await findAttempt(tx, attempt.id))!;
    }
    return updated;
  });
  return { attempt: toAttemptDto(saved), reused: false };
}

/** Demo mode's one-click payment (kept from before issue 24): the simulated provider, for what is due. */
export async function paySimulated(ctx: PaymentContext, actor: Actor, requestId: string) {
  const { attempt } = await startPayment(ctx, actor, requestId, 'simulado');
  const payment = await ctx.db.query.payments.findFirst({
    where: (payments, { eq }) => eq(payments.attemptId, attempt.id),
  });
  if (!payment) {
    throw conflict('El pago simulado no se registró');
  }
  return toPaymentDto(payment);
}

/**
 * Loads an attempt the actor may see (its request's client, its gestor, an admin), with its request. Locks
 * the request, then the attempt: the order every payment path takes, so two never wait on each other.
 */
async function loadVisibleAttempt(tx: DbOrTx, actor: Actor, attemptId: string) {
  const found = isRequestId(attemptId) ? await findAttempt(tx, attemptId) : undefined;
  if (!found) {
    throw notFound('Pago no encontrado');
  }
  await loadVisibleRequest(tx, actor, found.requestId);
  const request = await lockRequest(tx, found.requestId);
  return { attempt: (await findAttemptForUpdate(tx, found.id))!, request };
}

/**
 * The client uploads the comprobante of a bank transfer: the attempt waits for staff (en revisión), who
 * are told. A new upload replaces the previous one (a declined or wrong file).
 */
export async function uploadTransferProof(
  ctx: PaymentContext & { storage: Storage },
  actor: Actor,
  attemptId: string,
  receiveFile: (maxBytes: number) => Promise<IncomingFile | undefined>,
): Promise<PaymentAttempt> {
  const { attempt, request } = await ctx.db.transaction((tx) => loadVisibleAttempt(tx, actor, attemptId));
  if (request.clientId !== actor.id) {
    throw forbidden('Solo el cliente de la solicitud sube el comprobante de su transferencia');
  }
  if (attempt.provider !== 'transferencia' || !['pendiente', 'en_revision'].includes(attempt.status)) {
    throw conflict('Este pago ya no espera un comprobante de transferencia');
  }
  const incoming = await receiveFile(UPLOAD_MAX_BYTES);
  if (incoming?.fieldname !== 'file') {
    if (incoming) {
      discardIncomingFile(incoming);
    }
    throw unprocessable('Selecciona el archivo del comprobante', 'file');
  }
  const file = await storeGuardedFile(ctx.storage, incoming, {
    label: 'Comprobante de transferencia',
    maxBytes: UPLOAD_MAX_BYTES,
  });
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const current = (await findAttemptForUpdate(tx, attempt.id))!;
      if (!['pendiente', 'en_revision'].includes(current.status)) {
        throw conflict('Este pago ya no espera un comprobante de transferencia');
      }
      const saved = await updateAttempt(tx, attempt.id, {
        status: 'en_revision',
        proofStorageKey: file.key,
        proofFilename: file.filename,
        proofMimeType: file.type,
        proofUploadedAt: new Date(),
        reviewNote: '',
      });
      await recordEvent(tx, {
        request,
        performer: actor,
        action: 'payment_proof_uploaded',
        reason: `Comprobante de transferencia por ${formatMXN(attempt.amount)} MXN`,
        metadata: { attempt_id: attempt.id },
        chatMessage: `Subí el comprobante de mi transferencia por ${formatMXN(attempt.amount)} MXN.`,
      });
      return { saved, previousKey: current.proofStorageKey };
    });
    if (updated.previousKey) {
      await ctx.storage.delete(updated.previousKey).catch(() => undefined);
    }
    return toAttemptDto(updated.saved);
  } catch (error) {
    await ctx.storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}

function assertStaff(actor: Actor): void {
  if (actor.role === 'cliente') {
    throw forbidden('Solo el personal confirma transferencias');
  }
}

/** Staff confirm a transfer's money arrived: it enters the ledger and moves the request on. */
export async function confirmTransfer(db: Database, actor: Actor, attemptId: string) {
  assertStaff(actor);
  const payment = await db.transaction(async (tx) => {
    const { attempt, request } = await loadVisibleAttempt(tx, actor, attemptId);
    if (attempt.provider !== 'transferencia' || !['pendiente', 'en_revision'].includes(attempt.status)) {
      throw conflict('Esta transferencia ya no está por confirmar');
    }
    const received = await receivePayment(tx, attempt.requestId, {
      provider: 'transferencia',
      method: 'transferencia',
      amount: attempt.amount,
      reference: `Transferencia ${request.folio}`,
      providerRef: `attempt:${attempt.id}`,
      attemptId: attempt.id,
      performer: actor,
    });
    return received.payment;
  });
  return toPaymentDto(payment);
}

/** Staff decline a comprobante (illegible, wrong amount): the client is told why and may upload another. */
export async function declineTransfer(db: Database, actor: Actor, attemptId: string, reason: string) {
  assertStaff(actor);
  const attempt = await db.transaction(async (tx) => {
    const { attempt: current, request } = await loadVisibleAttempt(tx, actor, attemptId);
    if (current.provider !== 'transferencia' || current.status !== 'en_revision') {
      throw conflict('Esta transferencia no tiene un comprobante por revisar');
    }
    const saved = await updateAttempt(tx, current.id, { status: 'pendiente', reviewNote: reason });
    await recordEvent(tx, {
      request,
      performer: actor,
      action: 'payment_proof_declined',
      reason,
      metadata: { attempt_id: current.id },
      chatMessage: `No pudimos validar tu comprobante de transferencia: ${reason}. Sube otro desde la sección de pago.`,
    });
    return saved;
  });
  return toAttemptDto(attempt);
}

/** The transfer comprobante, for its client and the staff who confirm it. */
export async function openTransferProof(db: Database, storage: Storage, actor: Actor, attemptId: string) {
  const { attempt } = await db.transaction((tx) => loadVisibleAttempt(tx, actor, attemptId));
  if (!attempt.proofStorageKey) {
    throw notFound('Este pago no tiene comprobante');
  }
  return {
    stream: await storage.get(attempt.proofStorageKey),
    filename: attempt.proofFilename ?? 'comprobante',
    contentType: attempt.proofMimeType ?? 'application/octet-stream',
  };
}
