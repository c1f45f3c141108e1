import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { quotations, tramiteRequests } from '../../db/schema/index.ts';

export type QuotationRow = typeof quotations.$inferSelect;

export async function insertQuotation(
  db: DbOrTx,
  values: typeof quotations.$inferInsert,
): Promise<QuotationRow> {
  const [row] = await db.insert(quotations).values(values).returning();
  return row!;
}

/** The quotation the request currently stands on: the newest one. */
export async function findCurrentQuotation(db: DbOrTx, requestId: string): Promise<QuotationRow | undefined> {
  const [row] = await db
    .select()
    .from(quotations)
    .where(eq(quotations.requestId, requestId))
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(1);
  return row;
}

const currentQuotationOfRequest = preparedPerDatabase((db) =>
  db
    .select()
    .from(quotations)
    .where(eq(quotations.requestId, sql.placeholder('requestId')))
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(1)
    .prepare('current_quotation_of_request'),
);

/** The same outside a transaction, as a prepared statement (the request's detail page). */
export async function readCurrentQuotation(
  db: Database,
  requestId: string,
): Promise<QuotationRow | undefined> {
  const [row] = await currentQuotationOfRequest(db).execute({ requestId });
  return row;
}

export async function findQuotationById(db: DbOrTx, id: string): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
  return row;
}

export async function setQuotationStatus(db: DbOrTx, id: string, status: string): Promise<void> {
  await db.update(quotations).set({ status, respondedAt: new Date() }).where(eq(quotations.id, id));
}

export async function supersedePendingQuotations(db: DbOrTx, requestId: string): Promise<void> {
  await db
    .update(quotations)
    .set({ status: 'reemplazada' })
    .where(and(eq(quotations.requestId, requestId), inArray(quotations.status, ['pendiente', 'aceptada'])));
}

/** Pending quotations whose validity ended before `today`, with their request. */
export async function findExpiredPendingQuotations(db: DbOrTx, today: string) {
  return db
    .select({ quotation: quotations })
    .from(quotations)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, quotations.requestId))
    .where(
      and(
        inArray(quotations.status, ['pendiente', 'aceptada']),
        sql`${quotations.validUntil} < ${today}`,
        eq(tramiteRequests.status, 'cotizacion_enviada'),
      ),
    );
}
