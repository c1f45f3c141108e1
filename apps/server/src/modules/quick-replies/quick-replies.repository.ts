import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quickReplies } from '../../db/schema/index.ts';

export type QuickReplyRow = typeof quickReplies.$inferSelect;

const columns = {
  id: quickReplies.id,
  ownerId: quickReplies.ownerId,
  title: quickReplies.title,
  body: quickReplies.body,
  createdAt: quickReplies.createdAt,
  updatedAt: quickReplies.updatedAt,
};

/** The gestoría's replies and the user's own, the gestoría's first, each group by title. */
export async function listRepliesVisibleTo(db: DbOrTx, userId: string): Promise<QuickReplyRow[]> {
  return db
    .select(columns)
    .from(quickReplies)
    .where(or(isNull(quickReplies.ownerId), eq(quickReplies.ownerId, userId)))
    .orderBy(
      sql`${quickReplies.ownerId} is not null`,
      asc(sql`lower(${quickReplies.title})`),
      asc(quickReplies.id),
    );
}

export async function findQuickReply(db: DbOrTx, id: string): Promise<QuickReplyRow | undefined> {
  const [row] = await db.select(columns).from(quickReplies).where(eq(quickReplies.id, id)).limit(1);
  return row;
}

export async function insertQuickReply(
  db: DbOrTx,
  values: { ownerId: string | null; title: string; body: string },
): Promise<QuickReplyRow> {
  const [row] = await db.insert(quickReplies).values(values).returning(columns);
  return row!;
}

export async function updateQuickReplyRow(
  db: DbOrTx,
  id: string,
  values: { title: string; body: string },
): Promise<QuickReplyRow | undefined> {
  const [row] = await db
    .update(quickReplies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quickReplies.id, id))
    .returning(columns);
  return row;
}

export async function deleteQuickReplyRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(quickReplies).where(eq(quickReplies.id, id));
}
