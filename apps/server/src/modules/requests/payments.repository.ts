import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, tramiteRequests } from '../../db/schema/index.ts';
import { type RequestScope, scopeCondition } from './requests.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function listPayments(db: DbOrTx, requestId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.requestId, requestId)).orderBy(asc(payments.createdAt));
}

export async function sumPayments(db: DbOrTx, scope: RequestScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
    .where(scopeCondition(scope));
  return Number(row?.total ?? 0);
}
