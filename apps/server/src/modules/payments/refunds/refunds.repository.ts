import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { payments, refunds, users } from '../../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The payment, locked for the rest of the transaction, with what was already refunded (done or under
 * way: a refund still at the provider counts, so two admins cannot give the same money back twice).
 */
export async function lockPaymentWithRefunded(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      // "payments"."id" in full: alone in a select, ${payments.id} would be a bare "id" (the refund's).
      refunded: sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = "payments"."id" and ${refunds.status} <> 'fallido'), 0)`,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return row;
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RefundRow, 'status' | 'providerRef'>>,
): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return row!;
}

/** A payment's refunds, oldest first, with who recorded each. */
export async function listRefundsOfPayment(db: DbOrTx, paymentId: string) {
  return db
    .select({ refund: refunds, recordedByName: users.name })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.recordedBy))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt));
}
