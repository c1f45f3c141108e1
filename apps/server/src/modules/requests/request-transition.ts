import {
  decideTransition,
  type RequestStatus,
  STATUS_LABELS,
  TRANSITION_MESSAGES,
  type TransitionActor,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { type Performer, recordEvent } from './request-audit.ts';
import { type RequestRow, updateRequest } from './requests.repository.ts';
import { slaAfterStatusChange } from './sla.ts';

/**
 * The one function through which every status change goes, manual or automatic: it asks the shared
 * status machine, refuses with 409, moves the SLA clock, and writes the audit event and system message.
 */
export async function transitionRequest(
  tx: DbOrTx,
  params: {
    request: RequestRow;
    to: RequestStatus;
    performer: Performer;
    /** How the move is made: by staff by hand, by the client, or automatically. */
    as: TransitionActor;
    /** The reason the user typed (required for an admin override). */
    reason?: string;
    action?: string;
    metadata?: Record<string, unknown>;
  },
): Promise<RequestRow> {
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
  });
  const reason = params.reason?.trim() || `Estado cambiado a ${params.to}`;
  await recordEvent(tx, {
    requestId: params.request.id,
    performer: params.performer,
    action: params.action ?? 'status_changed',
    fromStatus: from,
    toStatus: params.to,
    reason,
    isOverride: decision.override,
    metadata: params.metadata,
    chatMessage: `Estado actualizado: ${STATUS_LABELS[from]} → ${STATUS_LABELS[params.to]}.${
      params.reason?.trim() ? ` Motivo: ${params.reason.trim()}` : ''
    }`,
  });
  return updated;
}
