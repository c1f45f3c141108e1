import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { satisfactionRatings, tramiteRequests } from '../../db/schema/index.ts';

export type SatisfactionRow = typeof satisfactionRatings.$inferSelect;

export async function findSatisfaction(db: DbOrTx, requestId: string): Promise<SatisfactionRow | undefined> {
  const [row] = await db
    .select()
    .from(satisfactionRatings)
    .where(eq(satisfactionRatings.requestId, requestId))
    .limit(1);
  return row;
}

/** The rating, unless the request already has one (the primary key): undefined then. */
export async function insertSatisfaction(
  tx: DbOrTx,
  values: typeof satisfactionRatings.$inferInsert,
): Promise<SatisfactionRow | undefined> {
  const [row] = await tx.insert(satisfactionRatings).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks the client asked for a rating unless they were: true when this call marked it. */
export async function markSatisfactionAsked(tx: DbOrTx, params: { id: string; now: Date }): Promise<boolean> {
  const marked = await tx
    .update(tramiteRequests)
    .set({ satisfactionAskedAt: params.now })
    .where(and(eq(tramiteRequests.id, params.id), isNull(tramiteRequests.satisfactionAskedAt)))
    .returning({ id: tramiteRequests.id });
  return marked.length > 0;
}
