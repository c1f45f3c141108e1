import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import {
  documents,
  paymentAttempts,
  payments,
  quotations,
  requestReminders,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';

/** Statuses in which the client's documents are what the request waits for (the reminders' documents phase). */
export const DOCUMENT_PHASE_STATUSES = ['pago_procesado', 'esperando_documentos', 'documentos_rechazados'];

/**
 * Requests in the documents phase whose client has not paused reminders, with the first payment that opened
 * the phase (flagged money excluded), by id after `afterId`.
 */
export async function findDocumentPhaseRequests(
  db: DbOrTx,
  params: { afterId: string | null; limit: number },
): Promise<{ id: string; paidAt: Date }[]> {
  const paidAt = sql<Date>`min(${payments.createdAt})`.mapWith(payments.createdAt);
  return db
    .select({ id: tramiteRequests.id, paidAt })
    .from(tramiteRequests)
    .innerJoin(payments, and(eq(payments.requestId, tramiteRequests.id), isNull(payments.reviewReason)))
    .where(
      and(
        inArray(tramiteRequests.status, DOCUMENT_PHASE_STATUSES),
        isNull(tramiteRequests.remindersPausedAt),
        params.afterId ? gt(tramiteRequests.id, params.afterId) : undefined,
      ),
    )
    .groupBy(tramiteRequests.id)
    .orderBy(asc(tramiteRequests.id))
    .limit(params.limit);
}

/** Pending quotations of open, unpaused requests whose last valid day falls between `from` and `to`. */
export async function findExpiringQuotations(
  db: DbOrTx,
  params: { from: string; to: string },
): Promise<{ requestId: string; quotationId: string }[]> {
  return db
    .select({ requestId: quotations.requestId, quotationId: quotations.id })
    .from(quotations)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, quotations.requestId))
    .where(
      and(
        eq(quotations.status, 'pendiente'),
        gte(quotations.validUntil, params.from),
        lte(quotations.validUntil, params.to),
        eq(tramiteRequests.status, 'cotizacion_enviada'),
        isNull(tramiteRequests.remindersPausedAt),
      ),
    );
}

/** Pending OXXO vouchers of open, unpaused requests expiring after `from` and by `to`. */
export async function findExpiringOxxoVouchers(
  db: DbOrTx,
  params: { from: Date; to: Date },
): Promise<{ requestId: string; attemptId: string }[]> {
  return db
    .select({ requestId: paymentAttempts.requestId, attemptId: paymentAttempts.id })
    .from(paymentAttempts)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, paymentAttempts.requestId))
    .where(
      and(
        eq(paymentAttempts.status, 'pendiente'),
        eq(paymentAttempts.method, 'oxxo'),
        gt(paymentAttempts.expiresAt, params.from),
        lte(paymentAttempts.expiresAt, params.to),
        isOpenStatus(tramiteRequests.status),
        isNull(tramiteRequests.remindersPausedAt),
      ),
    );
}

/** The current version of each document of a request: what is uploaded, approved or rejected. */
export async function listCurrentDocuments(db: DbOrTx, requestId: string) {
  return db
    .select({
      requiredName: documents.requiredName,
      status: documents.status,
      rejectionReason: documents.rejectionReason,
    })
    .from(documents)
    .where(and(eq(documents.requestId, requestId), eq(documents.isCurrent, true)));
}

/** The request's pending quotation, if any. */
export async function findPendingQuotation(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({
      id: quotations.id,
      amount: quotations.amount,
      validUntil: quotations.validUntil,
      createdAt: quotations.createdAt,
    })
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.status, 'pendiente')))
    .orderBy(desc(quotations.createdAt))
    .limit(1);
  return row;
}

/** The request's newest pending OXXO voucher still valid at `now`, if any. */
export async function findPendingOxxoVoucher(db: DbOrTx, requestId: string, now: Date) {
  const [row] = await db
    .select({
      id: paymentAttempts.id,
      amount: paymentAttempts.amount,
      expiresAt: paymentAttempts.expiresAt,
      createdAt: paymentAttempts.createdAt,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.requestId, requestId),
        eq(paymentAttempts.status, 'pendiente'),
        eq(paymentAttempts.method, 'oxxo'),
        gt(paymentAttempts.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

/**
 * Records a reminder unless one with the same key exists for the request (ON CONFLICT DO NOTHING on the
 * unique (request_id, dedupe_key)): its id when this call wrote it, undefined when it was sent already. A
 * concurrent insert of the same key waits for the other transaction and then writes nothing.
 */
export async function insertReminder(
  tx: DbOrTx,
  values: typeof requestReminders.$inferInsert,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(requestReminders)
    .values(values)
    .onConflictDoNothing({ target: [requestReminders.requestId, requestReminders.dedupeKey] })
    .returning({ id: requestReminders.id });
  return row?.id;
}

export async function hasReminder(db: DbOrTx, requestId: string, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: requestReminders.id })
    .from(requestReminders)
    .where(and(eq(requestReminders.requestId, requestId), eq(requestReminders.dedupeKey, dedupeKey)))
    .limit(1);
  return row !== undefined;
}

/** A request's reminders, newest first, with the name of the gestor who sent each by hand. */
export async function listReminders(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: requestReminders.id,
      kind: requestReminders.kind,
      summary: requestReminders.summary,
      sentAt: requestReminders.sentAt,
      sentByName: users.name,
    })
    .from(requestReminders)
    .leftJoin(users, eq(users.id, requestReminders.sentBy))
    .where(eq(requestReminders.requestId, requestId))
    .orderBy(desc(requestReminders.sentAt), desc(requestReminders.id));
}

export async function setRemindersPausedAt(db: DbOrTx, requestId: string, at: Date | null): Promise<void> {
  await db.update(tramiteRequests).set({ remindersPausedAt: at }).where(eq(tramiteRequests.id, requestId));
}

/** Whether the client's account is active: a deactivated or anonymised one (ARCO cancellation) is never chased. */
export async function isAccountActive(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isActive === true;
}
