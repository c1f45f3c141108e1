import type { ConsentKind } from '@tramites/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { privacyConsents } from '../../db/schema/index.ts';

export type ConsentRow = typeof privacyConsents.$inferSelect;
export type NewConsent = typeof privacyConsents.$inferInsert;

export async function insertConsent(db: DbOrTx, values: NewConsent): Promise<ConsentRow> {
  const [row] = await db.insert(privacyConsents).values(values).returning();
  return row!;
}

/** The latest record of each kind the user has (the current state: the table is append-only). */
export async function findLatestConsents(db: DbOrTx, userId: string): Promise<ConsentRow[]> {
  return db
    .selectDistinctOn([privacyConsents.kind])
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(privacyConsents.kind, desc(privacyConsents.createdAt), desc(privacyConsents.id));
}

/** The latest record of one kind (the index on user, kind, created_at answers it). */
export async function findLatestConsent(
  db: DbOrTx,
  userId: string,
  kind: ConsentKind,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.kind, kind)))
    .orderBy(desc(privacyConsents.createdAt))
    .limit(1);
  return row;
}
