import { asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

const paymentsOfRequest = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.requestId, sql.placeholder('requestId')))
    .orderBy(asc(payments.createdAt))
    .prepare('payments_of_request'),
);

/** A request's payments, oldest first (its detail page: a prepared statement). */
export async function listPayments(db: Database, requestId: string): Promise<PaymentRow[]> {
  return paymentsOfRequest(db).execute({ requestId });
}
