import { canSeeRequest, LIVE_HEARTBEAT_MS, type LiveEventData, type LiveEventType } from '@tramites/shared';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import {
  ACCOUNT_CHANGED,
  deleteLiveEventsBefore,
  hasFreshPresence,
  insertLiveEvent,
  type LiveEventRow,
  liveEventInsert,
} from './live.repository.ts';

/**
 * The events about a request for all its parties; `notification` is addressed to one user, and an internal
 * note goes to staff only (publishStaffRequestEvent), so neither can be published here by mistake.
 */
type RequestEventType = Exclude<LiveEventType, 'notification' | StaffEventType>;
/** Events about a request that its client must never receive (issue 27). */
type StaffEventType = 'internal_note.created';

/** The request an event is about, with who it involves at that moment. */
export interface EventRequest {
  id: string;
  clientId: string;
  assignedGestorId: string | null;
}

/**
 * Announces a change to the request's client, its gestor and the admins, in the caller's transaction:
 * the event exists (and is delivered) only if that transaction commits.
 */
export async function publishRequestEvent<T extends RequestEventType>(
  tx: DbOrTx,
  request: EventRequest,
  type: T,
  data: LiveEventData<T>,
): Promise<void> {
  await requestEventInsert(tx, request, type, data);
}

/** The same event as an insert not yet run: a step of a statement that writes the change with it. */
export function requestEventInsert<T extends RequestEventType>(
  tx: DbOrTx,
  request: EventRequest,
  type: T,
  data: LiveEventData<T>,
) {
  return liveEventInsert(tx, { ...eventParties(request), type, data: data as Record<string, unknown> });
}

const eventParties = (request: EventRequest) => ({
  requestId: request.id,
  clientId: request.clientId,
  gestorId: request.assignedGestorId,
});

/** The same, with data the statement builds from its own rows (a message's time: see postSystemMessage). */
export function requestEventInsertFromSql(
  tx: DbOrTx,
  request: EventRequest,
  type: RequestEventType,
  data: SQL,
) {
  // A jsonb column takes SQL for its value; its declared type only knows objects.
  return liveEventInsert(tx, {
    ...eventParties(request),
    type,
    data: data as unknown as Record<string, unknown>,
  });
}

/**
 * Announces a change to the request's gestor and the admins only, never to its client (an internal note):
 * the row names no client, so neither the stream's access rule (canReceiveEvent) nor a replay's query
 * (listLiveEventsForUserAfter) can ever match the client's account.
 */
export async function publishStaffRequestEvent<T extends StaffEventType>(
  tx: DbOrTx,
  request: EventRequest,
  type: T,
  data: LiveEventData<T>,
): Promise<void> {
  await liveEventInsert(tx, {
    requestId: request.id,
    clientId: null,
    gestorId: request.assignedGestorId,
    type,
    data: data as Record<string, unknown>,
  });
}

/** An event for one user only (their notification centre). */
export async function publishUserEvent(
  tx: DbOrTx,
  userId: string,
  type: 'notification',
  data: LiveEventData<'notification'>,
): Promise<void> {
  await userEventInsert(tx, userId, type, data);
}

/** The same event as an insert not yet run (see requestEventInsert). */
export function userEventInsert(
  tx: DbOrTx,
  userId: string,
  type: 'notification',
  data: LiveEventData<'notification'>,
) {
  return liveEventInsert(tx, {
    type,
    userId,
    requestId: data.tramite_request_id,
    data: data as Record<string, unknown>,
  });
}

/**
 * Announces that a user's role, active flag, approval or password changed, in the caller's transaction
 * (every such change must call it). Every instance drops the account from its actor cache and ends that
 * user's open streams when it reaches this event, before any event committed after it (the log's order is
 * commit order): the browser reconnects, and a deactivated account gets 401 while the others get a stream
 * scoped by what they are now. Never written to a stream itself.
 */
export async function publishAccountChange(tx: DbOrTx, userId: string): Promise<void> {
  await insertLiveEvent(tx, { type: ACCOUNT_CHANGED, userId, data: {} });
}

/**
 * The stream's access rule, the API's own (shared canSeeRequest): an event addressed to a user goes to
 * that user only; an event about a request to whoever may see the request (its client, its assigned and
 * approved gestor, every admin), as it stood when the event happened.
 */
export function canReceiveEvent(
  actor: Actor,
  event: Pick<LiveEventRow, 'userId' | 'clientId' | 'gestorId'>,
): boolean {
  if (event.userId) {
    return event.userId === actor.id;
  }
  return canSeeRequest(actor, { clientId: event.clientId, assignedGestorId: event.gestorId });
}

/**
 * A stream counts as present while its instance refreshed it within three heartbeats (instances refresh
 * at least every LIVE_HEARTBEAT_MS); the rows of an instance that died stop counting after that.
 */
export const PRESENCE_FRESH_MS = 3 * LIVE_HEARTBEAT_MS;

/** Whether the user has an event stream open on any instance right now (else they are "away"). */
export async function isUserConnected(db: DbOrTx, userId: string): Promise<boolean> {
  return hasFreshPresence(db, userId, PRESENCE_FRESH_MS);
}

/** Drops the events older than `before` (kept: at least the replay window). */
export async function pruneLiveEvents(db: DbOrTx, before: Date): Promise<number> {
  return deleteLiveEventsBefore(db, before);
}
