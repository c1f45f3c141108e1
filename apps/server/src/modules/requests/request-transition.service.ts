import {
  type AuditAction,
  automaticFollowUp,
  type DocumentProgress,
  decideTransition,
  formatMXN,
  type RequestStatus,
  STATUS_LABELS,
  STATUS_PROGRESS,
  TERMINAL_STATUSES,
  TRANSITION_MESSAGES,
  type TransitionActor,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { getDocumentProgress } from '../documents/document-progress.service.ts';
import { requestEventInsert } from '../live/live-events.service.ts';
import { notifyStatusChanged } from '../notifications/notification-rules.ts';
import { openBalanceOf } from '../payments/balance.service.ts';
import { askForSatisfaction } from '../quality/satisfaction.service.ts';
import { type Performer, recordEvent } from './request-audit.service.ts';
import { type RequestRow, updateRequest } from './requests.repository.ts';
import { slaAfterStatusChange } from './sla.ts';
import { statusChatMessage } from './status-chat-message.ts';

const FOLLOW_UP_REASONS: Partial<Record<RequestStatus, string>> = {
  esperando_documentos: 'Pago recibido: faltan documentos por subir',
  documentos_en_revision: 'Todos los documentos requeridos fueron entregados: en revisión',
  documentos_rechazados: 'Uno o más documentos fueron rechazados: se necesita una nueva versión',
  en_proceso: 'Documentación completa: el trámite pasa a proceso',
};

/** The follow-up chain is at most pago_procesado → revisión → rechazados/en_proceso; a guard, not a rule. */
const MAX_FOLLOW_UPS = 4;

type FindTramite = Parameters<typeof getDocumentProgress>[2];

/**
 * The one function through which every status change goes, manual or automatic: it asks the shared
 * status machine, refuses with 409, moves the SLA clock, writes the audit event and system message,
 * announces the move live (`request.status`), applies the automatic follow-ups of the new status
 * (DESIGN section 4), and tells the client where the request ended up.
 */
export async function transitionRequest(
  tx: DbOrTx,
  params: {
    request: RequestRow;
    to: RequestStatus;
    performer: Performer;
    /** How the move is made: by staff by hand, by the client, or by an event (`system`). */
    as: TransitionActor;
    /** The reason the user typed (required for an admin override). */
    reason?: string;
    /**
     * Words a person typed, shown in the chat after the system's sentence. A move by hand by staff or the
     * client (`status_changed`) shows its reason without it; other reasons are the audit's record only.
     */
    note?: string;
    action?: AuditAction;
    metadata?: Record<string, unknown>;
    /** The procedure's required documents from the catalogue cache, for the follow-ups' count. */
    findTramite?: FindTramite;
  },
): Promise<RequestRow> {
  if (params.to === 'completado') {
    // The balance of an anticipo is due before the request is delivered (issue 24), whoever moves it.
    const balance = await openBalanceOf(tx, params.request.id);
    if (balance > 0) {
      throw conflict(
        `No se puede concluir la solicitud: falta pagar el saldo de ${formatMXN(balance)} MXN.`,
        'invalid_transition',
      );
    }
  }
  const moved = await moveOnce(tx, params);
  const settled = await followUps(tx, moved, { findTramite: params.findTramite });
  await announceStatus(tx, params.request, settled, params.performer);
  // Completed: the client is asked, once per request, how we did (issue 27).
  await askForSatisfaction(tx, settled);
  return settled;
}

/**
 * Moves the request on as the shared rules say for where it stands now, as the system: after every
 * status change and after every document event (upload, review), so each way in behaves the same.
 * `cause` is who set it off (the client is not told of what they did themselves); `announce: false`
 * when the caller already told the client (all documents approved); `progress` when the caller has
 * just counted the documents in this transaction.
 */
export async function applyAutomaticFollowUps(
  tx: DbOrTx,
  request: RequestRow,
  options: {
    cause?: Performer;
    announce?: boolean;
    progress?: DocumentProgress;
    findTramite?: FindTramite;
  } = {},
): Promise<RequestRow> {
  const settled = await followUps(tx, request, options);
  if (options.announce !== false) {
    await announceStatus(tx, request, settled, options.cause ?? 'system');
  }
  return settled;
}

/** One notification per change, for where the request ended up (not one per automatic step). */
async function announceStatus(tx: DbOrTx, before: RequestRow, after: RequestRow, cause: Performer) {
  if (before.status !== after.status) {
    await notifyStatusChanged(tx, after, { to: after.status as RequestStatus, cause });
  }
}

/**
 * The documents are counted once: a status move never changes them, so every step of the chain
 * decides on the same progress.
 */
async function followUps(
  tx: DbOrTx,
  request: RequestRow,
  counted: { progress?: DocumentProgress; findTramite?: FindTramite },
): Promise<RequestRow> {
  const progress = counted.progress ?? (await getDocumentProgress(tx, request, counted.findTramite));
  let current = request;
  for (let step = 0; step < MAX_FOLLOW_UPS; step++) {
    const next = automaticFollowUp(current.status as RequestStatus, progress);
    if (!next) {
      break;
    }
    current = await moveOnce(tx, {
      request: current,
      to: next,
      performer: 'system',
      as: 'system',
      reason: FOLLOW_UP_REASONS[next],
    });
  }
  return current;
}

async function moveOnce(tx: DbOrTx, params: Parameters<typeof transitionRequest>[1]): Promise<RequestRow> {
  const from = params.request.status as RequestStatus;
  const role = params.performer === 'system' ? undefined : params.performer.role;
  const decision = decideTransition({ from, to: params.to, actor: params.as, role, reason: params.reason });
  if (!decision.allowed) {
    const detail =
      decision.reason === 'forbidden'
        ? TRANSITION_MESSAGES.forbidden(STATUS_LABELS[from], STATUS_LABELS[params.to])
        : TRANSITION_MESSAGES[decision.reason];
    throw conflict(detail, 'invalid_transition');
  }
  const sla = slaAfterStatusChange(params.request, params.to);
  const updated = await updateRequest(tx, params.request.id, {
    status: params.to,
    ...sla,
    completedAt: params.to === 'completado' ? new Date() : params.request.completedAt,
    closedAt: TERMINAL_STATUSES.includes(params.to) ? new Date() : params.request.closedAt,
  });
  const statusEvent = requestEventInsert(tx, updated, 'request.status', {
    tramite_request_id: updated.id,
    from,
    to: params.to,
    progress: STATUS_PROGRESS[params.to] ?? 0,
  });
  const reason = params.reason?.trim() || `Estado cambiado a ${params.to}`;
  await recordEvent(
    tx,
    {
      request: updated,
      performer: params.performer,
      action: params.action ?? 'status_changed',
      fromStatus: from,
      toStatus: params.to,
      reason,
      isOverride: decision.override,
      metadata: params.metadata,
      // The client reads a sentence; the audit event keeps the precise from → to and reason.
      chatMessage: statusChatMessage({
        from,
        to: params.to,
        action: params.action ?? 'status_changed',
        amount: updated.quotedPrice === null ? null : Number(updated.quotedPrice),
        note:
          params.note ?? (params.action === undefined && params.as !== 'system' ? params.reason : undefined),
        byClient: params.as === 'cliente',
      }),
    },
    { status_event: statusEvent },
  );
  return updated;
}
