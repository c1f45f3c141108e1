import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type SessionRow, sessions, users } from '../../db/schema/index.ts';

export type { SessionRow };

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; ip: string; userAgent: string; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** A session that has not ended nor passed its absolute end, with its account (active or not), in one read. */
export async function findLiveSessionWithUser(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: DbOrTx, userId: string, idleSince: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one session of the user; false when it is not theirs or already ended. */
export async function endSession(
  db: DbOrTx,
  params: { userId: string; sessionId: string },
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(sessions.id, params.sessionId), eq(sessions.userId, params.userId), isNull(sessions.endedAt)),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the user but `except`. */
export async function endSessionsOfUser(db: DbOrTx, userId: string, except?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}
