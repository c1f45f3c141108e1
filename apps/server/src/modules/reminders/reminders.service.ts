import { randomUUID } from 'node:crypto';
import {
  dueDocumentReminder,
  isOxxoReminderDue,
  isQuotationReminderDue,
  isTerminalStatus,
  mexicoCityDate,
  OXXO_REMINDER_HOURS_BEFORE,
  QUOTATION_REMINDER_DAYS_BEFORE,
  type Reminder,
  type ReminderKind,
  type ReminderSubject,
  type RemindersState,
  type RequestStatus,
  reminderCopy,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import type { Database, DatabaseHandle, DbOrTx } from '../../db/client.ts';
import type { RequestRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { loadVisibleRequest, lockRequest } from '../../lib/request-access.ts';
import { getRequestRequirements } from '../documents/request-requirements.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import {
  type AfterCommit,
  notificationChannel,
  type ReminderChannel,
  runAfterCommit,
} from './reminder-channel.ts';
import {
  DOCUMENT_PHASE_STATUSES,
  findDocumentPhaseRequests,
  findExpiringOxxoVouchers,
  findExpiringQuotations,
  findPendingOxxoVoucher,
  findPendingQuotation,
  hasReminder,
  insertReminder,
  isAccountActive,
  listCurrentDocuments,
  listReminders,
  setRemindersPausedAt,
} from './reminders.repository.ts';

/** How often each instance looks for reminders due (one instance at a time: the advisory lock). */
export const REMINDERS_INTERVAL_MS = 15 * 60 * 1000;

/** The name of the reminders job's PostgreSQL advisory lock, the same on every instance. */
export const REMINDERS_LOCK = 'tramites-mx:client-reminders';

/** Requests in the documents phase read per query. */
const BATCH_SIZE = 100;

const HOUR_MS = 60 * 60 * 1000;

/** Without WhatsApp configured: the notification, with its e-mail. */
const DEFAULT_CHANNELS: readonly ReminderChannel[] = [notificationChannel];

const MESSAGES = {
  solicitudCerrada: 'La solicitud está cerrada: ya no se envían recordatorios.',
  pausados: (date: string) =>
    `El cliente pausó los recordatorios de esta solicitud el ${date}: no se le envían hasta que los reanude.`,
  cuentaInactiva: 'La cuenta del cliente está desactivada: no se le envían recordatorios.',
  nadaPendiente:
    'El cliente no tiene nada pendiente que recordarle: ni documentos por subir o corregir, ni una cotización por aceptar, ni una ficha OXXO por pagar.',
  soloElCliente: 'Solo el cliente de la solicitud puede pausar o reanudar sus recordatorios.',
};

/** The reason recorded with a pause: the client opposes this use of their contact data (LFPDPPP). */
const PAUSE_REASON =
  'Oposición del cliente a recibir recordatorios de esta solicitud (notificaciones y correo).';
const RESUME_REASON = 'El cliente retiró su oposición: vuelve a recibir recordatorios de esta solicitud.';

const mexicoDateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export interface RemindersContext {
  db: Database;
  log: FastifyBaseLogger;
  /** The notification (with its e-mail) unless given: the plugin adds WhatsApp when configured. */
  channels?: readonly ReminderChannel[];
}

export interface RemindersResult {
  /** Reminders sent in this run. */
  sent: number;
  /** Requests whose reminder failed (tried again at the next run). */
  failed: number;
}

// ── What the client owes now ────────────────────────────────────────────────

/** The documents the client must still upload (never uploaded) or upload again (rejected), by name. */
async function pendingDocuments(
  db: DbOrTx,
  request: RequestRow,
): Promise<Extract<ReminderSubject, { kind: 'documentos' }> | null> {
  if (!DOCUMENT_PHASE_STATUSES.includes(request.status)) {
    return null;
  }
  const required = (await getRequestRequirements(db, request)).filter(
    (requirement) => requirement.isRequired,
  );
  const current = new Map((await listCurrentDocuments(db, request.id)).map((row) => [row.requiredName, row]));
  const missing: string[] = [];
  const rejected: { name: string; reason: string | null }[] = [];
  for (const { name } of required) {
    const document = current.get(name);
    if (!document) {
      missing.push(name);
    } else if (document.status === 'rejected') {
      rejected.push({ name, reason: document.rejectionReason });
    }
  }
  return missing.length > 0 || rejected.length > 0 ? { kind: 'documentos', missing, rejected } : null;
}

async function pendingQuotation(db: DbOrTx, request: RequestRow, now: Date) {
  if (request.status !== 'cotizacion_enviada') {
    return null;
  }
  const quotation = await findPendingQuotation(db, request.id);
  return quotation && quotation.validUntil >= mexicoCityDate(now) ? quotation : null;
}

/**
 * What a reminder sent now would chase, whatever the schedule: documents first (the work waits on them),
 * then an OXXO voucher about to lapse, then a quotation to accept. Null when the client owes nothing.
 */
async function pendingSubject(db: DbOrTx, request: RequestRow, now: Date): Promise<ReminderSubject | null> {
  const documentsSubject = await pendingDocuments(db, request);
  if (documentsSubject) {
    return documentsSubject;
  }
  const voucher = await findPendingOxxoVoucher(db, request.id, now);
  if (voucher?.expiresAt) {
    return {
      kind: 'oxxo',
      attemptId: voucher.id,
      amount: Number(voucher.amount),
      expiresAt: voucher.expiresAt,
    };
  }
  const quotation = await pendingQuotation(db, request, now);
  if (quotation) {
    return {
      kind: 'cotizacion',
      quotationId: quotation.id,
      total: Number(quotation.amount),
      validUntil: quotation.validUntil,
    };
  }
  return null;
}

// ── Sending one ─────────────────────────────────────────────────────────────

/**
 * Sends one reminder in the caller's transaction (the request locked): its key first (ON CONFLICT DO NOTHING),
 * then each channel and the timeline's audit event, so all of it commits together or not at all, and a key
 * already sent (by this run, another run or another instance) sends nothing. Undefined when it was sent already.
 */
async function deliverReminder(
  tx: DbOrTx,
  params: {
    request: RequestRow;
    subject: ReminderSubject;
    dedupeKey: string;
    sentBy: Actor | null;
    now: Date;
    channels: readonly ReminderChannel[];
  },
): Promise<{ id: number; kind: ReminderKind; summary: string; after: AfterCommit[] } | undefined> {
  const { request, subject } = params;
  const copy = reminderCopy(subject, request);
  const id = await insertReminder(tx, {
    requestId: request.id,
    kind: subject.kind,
    dedupeKey: params.dedupeKey,
    summary: copy.summary,
    sentBy: params.sentBy?.id ?? null,
    sentAt: params.now,
  });
  if (id === undefined) {
    return undefined;
  }
  const after: AfterCommit[] = [];
  for (const channel of params.channels) {
    const call = await channel.send(tx, {
      request,
      kind: subject.kind,
      message: copy.message,
      summary: copy.summary,
    });
    if (call) {
      after.push(call);
    }
  }
  await recordEvent(tx, {
    request,
    performer: params.sentBy ?? 'system',
    action: 'reminder_sent',
    reason: copy.summary,
    metadata: {
      kind: subject.kind,
      dedupe_key: params.dedupeKey,
      channels: params.channels.map((channel) => channel.name),
    },
  });
  return { id, kind: subject.kind, summary: copy.summary, after };
}

/** The request, locked, if reminders may still go to its client: open, not paused, the account active. */
async function lockChaseableRequest(tx: DbOrTx, requestId: string): Promise<RequestRow | null> {
  const request = await lockRequest(tx, requestId);
  if (isTerminalStatus(request.status as RequestStatus) || request.remindersPausedAt) {
    return null;
  }
  return (await isAccountActive(tx, request.clientId)) ? request : null;
}

// ── The scheduled job ───────────────────────────────────────────────────────

/**
 * The reminders due at `now` (issue 27), each in its own transaction: documents still missing (2 business
 * days after the payment, then every 3, at most 4), pending quotations in their last 3 days, pending OXXO
 * vouchers in their last 24 hours. Each candidate is read again, locked, inside its transaction: a request
 * paused, closed or completed meanwhile is skipped. One failure does not stop the rest.
 */
export async function applyReminders(
  ctx: RemindersContext,
  now: Date = new Date(),
): Promise<RemindersResult> {
  const result: RemindersResult = { sent: 0, failed: 0 };
  const channels = ctx.channels ?? DEFAULT_CHANNELS;
  /** One reminder's transaction; what its channels left for after the commit runs once it committed. */
  const attempt = async (requestId: string, work: (tx: DbOrTx) => Promise<AfterCommit[] | null>) => {
    let after: AfterCommit[] | null;
    try {
      after = await ctx.db.transaction(work);
    } catch (error) {
      result.failed++;
      ctx.log.error({ err: error, requestId }, 'client reminder failed');
      return;
    }
    if (after) {
      result.sent++;
      await runAfterCommit(ctx.log, requestId, after);
    }
  };

  let afterId: string | null = null;
  for (;;) {
    const batch = await findDocumentPhaseRequests(ctx.db, { afterId, limit: BATCH_SIZE });
    for (const candidate of batch) {
      const number = dueDocumentReminder(candidate.paidAt, now);
      if (number === null || (await hasReminder(ctx.db, candidate.id, `documentos:${number}`))) {
        continue;
      }
      await attempt(candidate.id, async (tx) => {
        const request = await lockChaseableRequest(tx, candidate.id);
        const subject = request ? await pendingDocuments(tx, request) : null;
        if (!request || !subject) {
          return null;
        }
        const dedupeKey = `documentos:${number}`;
        return (
          (await deliverReminder(tx, { request, subject, dedupeKey, sentBy: null, now, channels }))?.after ??
          null
        );
      });
    }
    if (batch.length < BATCH_SIZE) {
      break;
    }
    afterId = batch.at(-1)!.id;
  }

  const today = mexicoCityDate(now);
  const lastDay = mexicoCityDate(new Date(now.getTime() + QUOTATION_REMINDER_DAYS_BEFORE * 24 * HOUR_MS));
  for (const candidate of await findExpiringQuotations(ctx.db, { from: today, to: lastDay })) {
    const dedupeKey = `cotizacion:${candidate.quotationId}`;
    if (await hasReminder(ctx.db, candidate.requestId, dedupeKey)) {
      continue;
    }
    await attempt(candidate.requestId, async (tx) => {
      const request = await lockChaseableRequest(tx, candidate.requestId);
      const quotation = request ? await pendingQuotation(tx, request, now) : null;
      if (!request || quotation?.id !== candidate.quotationId || !isQuotationReminderDue(quotation, now)) {
        return null;
      }
      const subject: ReminderSubject = {
        kind: 'cotizacion',
        quotationId: quotation.id,
        total: Number(quotation.amount),
        validUntil: quotation.validUntil,
      };
      return (
        (await deliverReminder(tx, { request, subject, dedupeKey, sentBy: null, now, channels }))?.after ??
        null
      );
    });
  }

  const until = new Date(now.getTime() + OXXO_REMINDER_HOURS_BEFORE * HOUR_MS);
  for (const candidate of await findExpiringOxxoVouchers(ctx.db, { from: now, to: until })) {
    const dedupeKey = `oxxo:${candidate.attemptId}`;
    if (await hasReminder(ctx.db, candidate.requestId, dedupeKey)) {
      continue;
    }
    await attempt(candidate.requestId, async (tx) => {
      const request = await lockChaseableRequest(tx, candidate.requestId);
      const voucher = request ? await findPendingOxxoVoucher(tx, request.id, now) : null;
      if (
        !request ||
        voucher?.id !== candidate.attemptId ||
        !voucher.expiresAt ||
        !isOxxoReminderDue({ expiresAt: voucher.expiresAt, createdAt: voucher.createdAt }, now)
      ) {
        return null;
      }
      const subject: ReminderSubject = {
        kind: 'oxxo',
        attemptId: voucher.id,
        amount: Number(voucher.amount),
        expiresAt: voucher.expiresAt,
      };
      return (
        (await deliverReminder(tx, { request, subject, dedupeKey, sentBy: null, now, channels }))?.after ??
        null
      );
    });
  }
  return result;
}

/** The reminders as scheduled work: under their lock (undefined if another instance runs them), logged. */
export async function runReminders(
  ctx: Omit<RemindersContext, 'db'> & { handle: DatabaseHandle },
  now: Date = new Date(),
): Promise<RemindersResult | undefined> {
  const result = await underAdvisoryLock(ctx.handle, REMINDERS_LOCK, () =>
    applyReminders({ ...ctx, db: ctx.handle.db }, now),
  );
  if (result && (result.sent > 0 || result.failed > 0)) {
    ctx.log.info(result, 'client reminders sent');
  }
  return result;
}

// ── The API ─────────────────────────────────────────────────────────────────

const toReminderDto = (row: Awaited<ReturnType<typeof listReminders>>[number]): Reminder => ({
  id: row.id,
  kind: row.kind as ReminderKind,
  summary: row.summary,
  sent_at: row.sentAt.toISOString(),
  sent_by_name: row.sentByName,
});

/**
 * GET /api/solicitudes/{id}/reminders: whoever sees the request reads whether reminders are paused; staff
 * also read the reminders sent and what one sent now would chase.
 */
export async function getRemindersState(
  db: Database,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<RemindersState> {
  const request = await loadVisibleRequest(db, actor, id);
  const isStaff = actor.role !== 'cliente';
  const closed = isTerminalStatus(request.status as RequestStatus);
  const pending = isStaff && !closed ? await pendingSubject(db, request, now) : null;
  return {
    paused: request.remindersPausedAt !== null,
    paused_at: request.remindersPausedAt?.toISOString() ?? null,
    reminders: isStaff ? (await listReminders(db, request.id)).map(toReminderDto) : null,
    pending: pending ? reminderCopy(pending, request).summary : null,
  };
}

/**
 * PUT /api/solicitudes/{id}/reminders {paused}: the request's client opposes (or no longer opposes) being
 * chased for it. Recorded with who and when on the timeline; setting what is already set records nothing.
 */
export async function setRemindersPaused(
  db: Database,
  actor: Actor,
  id: string,
  input: { paused: boolean },
  now: Date = new Date(),
): Promise<RemindersState> {
  const visible = await loadVisibleRequest(db, actor, id);
  if (visible.clientId !== actor.id) {
    throw forbidden(MESSAGES.soloElCliente);
  }
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, visible.id);
    if ((request.remindersPausedAt !== null) === input.paused) {
      return;
    }
    await setRemindersPausedAt(tx, request.id, input.paused ? now : null);
    await recordEvent(tx, {
      request,
      performer: actor,
      action: input.paused ? 'reminders_paused' : 'reminders_resumed',
      reason: input.paused ? PAUSE_REASON : RESUME_REASON,
      metadata: { oposicion: 'recordatorios', paused: input.paused },
    });
  });
  return getRemindersState(db, actor, visible.id, now);
}

/**
 * POST /api/solicitudes/{id}/reminders: the assigned gestor (or an admin) sends one now, whatever the
 * schedule, about what the client owes now. 409 when the request is closed, the client paused reminders,
 * or nothing is pending. Its key ('manual:{uuid}') is its own: it never counts against the schedule's four.
 */
export async function sendReminderNow(
  ctx: RemindersContext,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<Reminder> {
  const visible = await loadVisibleRequest(ctx.db, actor, id);
  const channels = ctx.channels ?? DEFAULT_CHANNELS;
  const sent = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, visible.id);
    if (isTerminalStatus(request.status as RequestStatus)) {
      throw conflict(MESSAGES.solicitudCerrada);
    }
    if (request.remindersPausedAt) {
      throw conflict(MESSAGES.pausados(mexicoDateTime.format(request.remindersPausedAt)));
    }
    if (!(await isAccountActive(tx, request.clientId))) {
      throw conflict(MESSAGES.cuentaInactiva);
    }
    const subject = await pendingSubject(tx, request, now);
    if (!subject) {
      throw conflict(MESSAGES.nadaPendiente);
    }
    return deliverReminder(tx, {
      request,
      subject,
      dedupeKey: `manual:${randomUUID()}`,
      sentBy: actor,
      now,
      channels,
    });
  });
  // The gestor's answer does not wait for a provider (WhatsApp): its call goes on after the response.
  void runAfterCommit(ctx.log, visible.id, sent!.after);
  return {
    id: sent!.id,
    kind: sent!.kind,
    summary: sent!.summary,
    sent_at: now.toISOString(),
    sent_by_name: actor.name,
  };
}
