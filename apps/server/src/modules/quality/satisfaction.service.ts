import {
  QUALITY_MESSAGES,
  type Satisfaction,
  type SatisfactionInputSchema,
  type SatisfactionState,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { RequestRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { loadVisibleRequest, lockRequest } from '../../lib/request-access.ts';
import { notifyLowSatisfaction, notifySatisfactionRequest } from '../notifications/notification-rules.ts';
import {
  findSatisfaction,
  insertSatisfaction,
  markSatisfactionAsked,
  type SatisfactionRow,
} from './satisfaction.repository.ts';

/** Ratings at or below this many stars notify the admins. */
export const LOW_SATISFACTION_STARS = 2;

const toDto = (row: SatisfactionRow): Satisfaction => ({
  tramite_request_id: row.requestId,
  stars: row.stars,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/**
 * Who may rate: the request's own client (403 for anyone else, staff included; 404 when it does not exist).
 * The route runs it before validating the body, so the order stays 401 → 403 → 422 → 409.
 */
export async function checkCanRate(db: DbOrTx, actor: Actor, requestId: string): Promise<RequestRow> {
  const request = await loadVisibleRequest(db, actor, requestId);
  if (request.clientId !== actor.id) {
    throw forbidden(QUALITY_MESSAGES.soloCliente);
  }
  return request;
}

/**
 * POST /api/solicitudes/{id}/satisfaction: the client rates their completed request, once. The gestor and
 * procedure are kept as they are now. A low score (1 or 2 stars) notifies every admin, in the same transaction.
 */
export async function rateRequest(
  db: Database,
  actor: Actor,
  requestId: string,
  input: z.output<typeof SatisfactionInputSchema>,
): Promise<Satisfaction> {
  return db.transaction(async (tx) => {
    const visible = await checkCanRate(tx, actor, requestId);
    // Locked: a rating never races a reopening of the request.
    const request = await lockRequest(tx, visible.id);
    if (request.status !== 'completado') {
      throw conflict(QUALITY_MESSAGES.noCompletada);
    }
    const row = await insertSatisfaction(tx, {
      requestId: request.id,
      clientId: actor.id,
      gestorId: request.assignedGestorId,
      tramiteId: request.tramiteId,
      stars: input.stars,
      comment: input.comment,
    });
    if (!row) {
      throw conflict(QUALITY_MESSAGES.yaCalificada);
    }
    if (row.stars <= LOW_SATISFACTION_STARS) {
      await notifyLowSatisfaction(tx, request, { stars: row.stars, comment: row.comment });
    }
    return toDto(row);
  });
}

/** GET /api/solicitudes/{id}/satisfaction: the rating or null, for the client and the request's staff. */
export async function getRequestSatisfaction(
  db: Database,
  actor: Actor,
  requestId: string,
): Promise<SatisfactionState> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const row = await findSatisfaction(db, request.id);
  return { satisfaction: row ? toDto(row) : null };
}

/**
 * The request was just completed: its client is asked for a rating once per request (in the app and by
 * e-mail, one notification), however many times it is completed again after a reopening.
 */
export async function askForSatisfaction(tx: DbOrTx, request: RequestRow, now = new Date()): Promise<void> {
  if (request.status !== 'completado') {
    return;
  }
  if (await markSatisfactionAsked(tx, { id: request.id, now })) {
    await notifySatisfactionRequest(tx, request);
  }
}
