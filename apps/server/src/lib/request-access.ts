import { canSeeRequest, MSG } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type RequestRow, tramiteRequests } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { forbidden, notFound } from './app-error.ts';

/**
 * Access to a request for every module (chat, documents, requests): a leaf outside the modules, so
 * none of them imports another for it. The rule itself is shared `canSeeRequest`; this reads the row
 * (the one lib file with a query: it imports no module's repository).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a request's id (anything else is a 404 without a query). */
export const isRequestId = (id: string): boolean => UUID.test(id);

/** 404 when the request does not exist, 403 when it exists but is not the actor's. */
export async function loadVisibleRequest(db: DbOrTx, actor: Actor, id: string): Promise<RequestRow> {
  const [request] = isRequestId(id)
    ? await db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)).limit(1)
    : [];
  return checkVisibleRequest(actor, request);
}

/** The same check on a request a caller read itself (with more columns, in its one statement). */
export function checkVisibleRequest<T extends Pick<RequestRow, 'clientId' | 'assignedGestorId'>>(
  actor: Actor,
  request: T | undefined,
): T {
  if (!request) {
    throw notFound(MSG.solicitudNoEncontrada);
  }
  if (!canSeeRequest(actor, request)) {
    throw forbidden(MSG.sinAccesoSolicitud);
  }
  return request;
}

/**
 * Locks the request row for the rest of the transaction (after an access check): events of one
 * request (payments, uploads, reviews) never interleave.
 */
export async function lockRequest(tx: DbOrTx, id: string): Promise<RequestRow> {
  const [request] = await tx.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)).for('update');
  if (!request) {
    throw notFound(MSG.solicitudNoEncontrada);
  }
  return request;
}
