import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function listPayments(db: DbOrTx, requestId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.requestId, requestId)).orderBy(asc(payments.createdAt));
}
