import { foldAccents } from '@tramites/shared';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import {
  accountTokens,
  chatMessages,
  chatReadStates,
  documents,
  internalNotes,
  notificationSettings,
  notifications,
  paymentAttempts,
  payments,
  recoveryCodes,
  refunds,
  satisfactionRatings,
  sessions,
  taxProfiles,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';
import { endSessionsOf } from '../users/sessions.service.ts';

/** The name an anonymised account keeps: lists, payments and the audit still need someone to point at. */
export const ANONYMIZED_NAME = 'Usuario eliminado';
export const anonymizedEmail = (userId: string) => `eliminado-${userId}@anonimo.invalid`;
/** Not an argon2 hash: no password ever verifies against it (verifyPassword answers false). */
const UNUSABLE_PASSWORD_HASH = '!cuenta-anonimizada';

const MAX_FOLIOS_NAMED = 5;

const namedFolios = (folios: string[]) =>
  folios.length > MAX_FOLIOS_NAMED
    ? `${folios.slice(0, MAX_FOLIOS_NAMED).join(', ')} y ${folios.length - MAX_FOLIOS_NAMED} más`
    : folios.join(', ');

/**
 * Why the account cannot be cancelled yet, in words the user reads, or null. A cancellation erases the
 * contact data and documents a case in progress needs, and the data needed to return or receive money:
 * - an open request (not completado nor cancelado): the client cancels it (before paying) or waits for it;
 * - a payment under way (an OXXO voucher or SPEI reference still payable, a transfer awaiting review);
 * - money we owe: a refund in progress, or a payment flagged for refund not yet given back in full.
 */
export async function cancellationBlockers(tx: DbOrTx, userId: string): Promise<string | null> {
  const open = await tx
    .select({ folio: tramiteRequests.folio })
    .from(tramiteRequests)
    .where(and(eq(tramiteRequests.clientId, userId), isOpenStatus(tramiteRequests.status)))
    .orderBy(tramiteRequests.createdAt);
  const reasons: string[] = [];
  if (open.length > 0) {
    reasons.push(
      open.length === 1
        ? `tienes una solicitud en curso (${namedFolios(open.map((row) => row.folio))}): cancélala si aún no la pagas, o espera a que concluya`
        : `tienes ${open.length} solicitudes en curso (${namedFolios(open.map((row) => row.folio))}): cancela las que aún no pagas y espera a que concluyan las demás`,
    );
  }
  const [underWay] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, paymentAttempts.requestId))
    .where(
      and(
        eq(tramiteRequests.clientId, userId),
        inArray(paymentAttempts.status, ['pendiente', 'en_revision']),
        or(isNull(paymentAttempts.expiresAt), sql`${paymentAttempts.expiresAt} > now()`),
      ),
    )
    .limit(1);
  if (underWay) {
    reasons.push('tienes un pago en camino (una ficha, referencia o transferencia por confirmar)');
  }
  const [owed] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
    .where(
      and(
        eq(tramiteRequests.clientId, userId),
        or(
          sql`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'pendiente')`,
          and(
            isNotNull(payments.reviewReason),
            sql`${payments.amount} > coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'completado'), 0)`,
          ),
        ),
      ),
    )
    .limit(1);
  if (owed) {
    reasons.push('tenemos un reembolso pendiente contigo: lo necesitamos terminar antes');
  }
  if (reasons.length === 0) {
    return null;
  }
  return `Aún no podemos cancelar tu cuenta porque ${reasons.join('; ')}. Cuando no quede nada pendiente, podrás pedir la cancelación de nuevo.`;
}

/** What the cancellation leaves for after the commit: the files to purge and where to send the answer. */
export interface CancelledAccount {
  userId: string;
  /** The name and address the account had: its answer goes there once, after the commit. */
  formerName: string;
  formerEmail: string;
  /** Documents of its requests whose files are still stored: purged after the commit. */
  documentIds: string[];
}

/**
 * An ARCO cancellation (issue 25), in the caller's transaction:
 * - the account keeps its id but loses its name, e-mail, phone, password, two-step secret and recovery
 *   codes; it is inactive and anonymised, every session ends and every instance forgets the cached actor
 *   (endSessionsOf announces the change), so no token and no password opens it again;
 * - its requests lose the contact, beneficiary, description and form answers, and the search text is
 *   rebuilt from the folio and procedure only;
 * - every chat message of its requests is deleted, the gestor's too: a conversation about the client's
 *   case is the client's personal data (names, CURP, addresses typed in it), and the audit trail keeps the
 *   case's history without it; staff's internal notes on them go for the same reason, and the comment of
 *   its satisfaction rating (the stars stay: the gestoría's averages name no one);
 * - its notifications, tax profile, one-time links and settings are deleted, and its sessions' IP and
 *   browser blanked.
 * Kept, as the law asks: payments, refunds, payment attempts and invoices/CFDI (Código Fiscal, art. 30: 5
 * years; an invoice keeps the receiver it was stamped for), quotations, the request audit trail, the
 * consents (proof of what was accepted) and the document access log. Documents become tombstones when
 * the caller purges `documentIds` after the commit.
 */
export async function anonymizeAccount(tx: DbOrTx, userId: string, now: Date): Promise<CancelledAccount> {
  const [before] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) {
    throw new Error(`anonymizeAccount: no user ${userId}`);
  }
  await tx
    .update(users)
    .set({
      name: ANONYMIZED_NAME,
      email: anonymizedEmail(userId),
      phone: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      isActive: false,
      emailVerifiedAt: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await endSessionsOf(tx, userId);
  await tx.update(sessions).set({ ip: '', userAgent: '' }).where(eq(sessions.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(taxProfiles).where(eq(taxProfiles.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));

  const requests = await tx
    .select({
      id: tramiteRequests.id,
      folio: tramiteRequests.folio,
      tramiteName: tramiteRequests.tramiteName,
    })
    .from(tramiteRequests)
    .where(eq(tramiteRequests.clientId, userId));
  for (const request of requests) {
    await tx
      .update(tramiteRequests)
      .set({
        nombreCompleto: '',
        telefono: '',
        email: '',
        nombreBeneficiario: null,
        description: '',
        formAnswers: null,
        // As the requests module builds it (folded accents), from what names no one.
        searchText: foldAccents(`${request.folio} ${request.tramiteName}`),
        updatedAt: now,
      })
      .where(eq(tramiteRequests.id, request.id));
  }
  const requestIds = requests.map((request) => request.id);
  let documentIds: string[] = [];
  if (requestIds.length > 0) {
    await tx.delete(chatMessages).where(inArray(chatMessages.requestId, requestIds));
    await tx.delete(chatReadStates).where(inArray(chatReadStates.requestId, requestIds));
    await tx.delete(internalNotes).where(inArray(internalNotes.requestId, requestIds));
    await tx
      .update(satisfactionRatings)
      .set({ comment: '' })
      .where(inArray(satisfactionRatings.requestId, requestIds));
    documentIds = (
      await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(inArray(documents.requestId, requestIds), isNull(documents.purgedAt)))
    ).map((row) => row.id);
  }
  return { userId, formerName: before.name, formerEmail: before.email, documentIds };
}
