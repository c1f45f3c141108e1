import { and, asc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type LIVE_INTERNAL_EVENT_TYPES,
  type LiveEventRow,
  liveEvents,
  livePresence,
} from '../../db/schema/index.ts';

export type { LiveEventRow };
export type NewLiveEvent = typeof liveEvents.$inferInsert;

/** The log's event that ends a user's streams (see publishAccountChange); no stream is sent it. */
export const ACCOUNT_CHANGED = 'account.changed' satisfies (typeof LIVE_INTERNAL_EVENT_TYPES)[number];

/** The channel the commit trigger of migration 0006 notifies, with the event's position as payload. */
export const LIVE_CHANNEL = 'tmx_live';

/**
 * Inside the caller's transaction. The position (`seq`) and the NOTIFY come from the deferred trigger at
 * commit (migration 0006), so an event of a rolled-back change is never numbered nor announced.
 */
export async function insertLiveEvent(db: DbOrTx, values: NewLiveEvent): Promise<void> {
  await liveEventInsert(db, values);
}

/** The same insert, not yet run: the last step of a statement that writes the change with it. */
export function liveEventInsert(db: DbOrTx, values: NewLiveEvent) {
  return db.insert(liveEvents).values(values);
}

/** Numbered events after `afterSeq`, in commit order. */
export async function listLiveEventsAfter(
  db: DbOrTx,
  afterSeq: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.seq, afterSeq))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
}

/**
 * A replay's page: the events after `afterSeq` that may concern one user (addressed to them, or about a
 * request they were a party to, or any request for an admin). The caller still applies the access rule.
 */
export async function listLiveEventsForUserAfter(
  db: DbOrTx,
  params: { afterSeq: number; userId: string; isAdmin: boolean; limit: number },
): Promise<LiveEventRow[]> {
  const aboutRequests: SQL | undefined = params.isAdmin
    ? isNull(liveEvents.userId)
    : and(
        isNull(liveEvents.userId),
        or(eq(liveEvents.clientId, params.userId), eq(liveEvents.gestorId, params.userId)),
      );
  return db
    .select()
    .from(liveEvents)
    .where(and(gt(liveEvents.seq, params.afterSeq), or(eq(liveEvents.userId, params.userId), aboutRequests)))
    .orderBy(asc(liveEvents.seq))
    .limit(params.limit);
}

export async function findLastLiveEventSeq(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: sql<string | null>`max(${liveEvents.seq})` }).from(liveEvents);
  return Number(row?.value ?? 0);
}

export async function deleteLiveEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return deleted.length;
}

/** This instance's number of open streams for a user (0 removes the row). */
export async function setPresence(
  db: DbOrTx,
  params: { instanceId: string; userId: string; streams: number },
): Promise<void> {
  if (params.streams <= 0) {
    await db
      .delete(livePresence)
      .where(and(eq(livePresence.instanceId, params.instanceId), eq(livePresence.userId, params.userId)));
    return;
  }
  await db
    .insert(livePresence)
    .values({ ...params, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [livePresence.userId, livePresence.instanceId],
      set: { streams: params.streams, seenAt: sql`now()` },
    });
}

export async function touchPresence(db: DbOrTx, instanceId: string): Promise<void> {
  await db.update(livePresence).set({ seenAt: sql`now()` }).where(eq(livePresence.instanceId, instanceId));
}

export async function deletePresenceOf(db: DbOrTx, instanceId: string): Promise<void> {
  await db.delete(livePresence).where(eq(livePresence.instanceId, instanceId));
}

/** Whether some instance, seen within `freshMs`, holds an open stream of the user. */
export async function hasFreshPresence(db: DbOrTx, userId: string, freshMs: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: livePresence.userId })
    .from(livePresence)
    .where(
      and(
        eq(livePresence.userId, userId),
        gt(livePresence.streams, 0),
        sql`${livePresence.seenAt} > now() - ${freshMs} * interval '1 millisecond'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the hub reads from the log: a port, so a test can hold a read at the moment a race matters. */
export interface LiveEventLog {
  /** Numbered events after `afterSeq`, in commit order. */
  after: (afterSeq: number, limit: number) => Promise<LiveEventRow[]>;
  /** A replay's page for one user (see listLiveEventsForUserAfter). */
  forUserAfter: (params: {
    afterSeq: number;
    userId: string;
    isAdmin: boolean;
    limit: number;
  }) => Promise<LiveEventRow[]>;
  lastSeq: () => Promise<number>;
}

export const liveEventLogOf = (db: DbOrTx): LiveEventLog => ({
  after: (afterSeq, limit) => listLiveEventsAfter(db, afterSeq, limit),
  forUserAfter: (params) => listLiveEventsForUserAfter(db, params),
  lastSeq: () => findLastLiveEventSeq(db),
});
