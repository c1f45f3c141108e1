import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  invoices,
  paymentAttempts,
  payments,
  refunds,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** A payment as lists show it: with what was refunded and its live factura (one statement). */
export interface PaymentWithExtras {
  payment: PaymentRow;
  refunded: string;
  invoice: {
    id: string;
    status: string;
    provider: string;
    sat_uuid: string | null;
    error: string | null;
    created_at: string;
  } | null;
}

// The outer payment is named "payments"."id" in full: in a select from payments alone Drizzle writes
// ${payments.id} as a bare "id", which inside the subquery means the refund's (or invoice's) own id.
const refundedOf = sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = "payments"."id" and ${refunds.status} <> 'fallido'), 0)`;
const liveInvoiceOf = sql<
  PaymentWithExtras['invoice']
>`(select json_build_object('id', i.id, 'status', i.status, 'provider', i.provider, 'sat_uuid', i.sat_uuid, 'error', i.error, 'created_at', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from ${invoices} i where i.payment_id = "payments"."id" and i.status <> 'cancelada' order by i.created_at desc limit 1)`;

export const paymentWithExtrasColumns = { payment: payments, refunded: refundedOf, invoice: liveInvoiceOf };

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByProviderRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentWithExtras | undefined> {
  const [row] = await db.select(paymentWithExtrasColumns).from(payments).where(eq(payments.id, id));
  return row;
}

/** The payments that count towards a quotation (flagged money does not pay anything). */
export async function sumAcceptedPayments(db: DbOrTx, quotationId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.quotationId, quotationId), isNull(payments.reviewReason)));
  return row?.total ?? '0';
}

const paymentsOfRequest = preparedPerDatabase((db) =>
  db
    .select(paymentWithExtrasColumns)
    .from(payments)
    .where(eq(payments.requestId, sql.placeholder('requestId')))
    .orderBy(asc(payments.createdAt))
    .prepare('payments_of_request'),
);

/** A request's payments, oldest first (its detail page: a prepared statement). */
export async function listPayments(db: Database, requestId: string): Promise<PaymentWithExtras[]> {
  return paymentsOfRequest(db).execute({ requestId });
}

export async function insertAttempt(
  db: DbOrTx,
  values: typeof paymentAttempts.$inferInsert,
): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

export async function updateAttempt(
  db: DbOrTx,
  id: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
): Promise<PaymentAttemptRow> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

export async function findAttempt(db: DbOrTx, id: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function findAttemptForUpdate(db: DbOrTx, id: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row;
}

export async function findAttemptByProviderRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef)));
  return row;
}

/** A request's attempts still waiting for money or for staff, newest first. */
export async function listOpenAttempts(db: DbOrTx, requestId: string): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.requestId, requestId),
        inArray(paymentAttempts.status, ['pendiente', 'en_revision']),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt));
}

/** Transfers whose comprobante waits for staff, oldest first: all for an admin, a gestor's own otherwise. */
export async function listPendingTransfers(db: Database, gestorId: string | null) {
  const gestors = alias(users, 'gestor');
  const clients = alias(users, 'client');
  return db
    .select({
      attempt: paymentAttempts,
      folio: tramiteRequests.folio,
      tramiteName: tramiteRequests.tramiteName,
      clientName: clients.name,
      gestorName: gestors.name,
    })
    .from(paymentAttempts)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, paymentAttempts.requestId))
    .innerJoin(clients, eq(clients.id, tramiteRequests.clientId))
    .leftJoin(gestors, eq(gestors.id, tramiteRequests.assignedGestorId))
    .where(
      and(
        eq(paymentAttempts.provider, 'transferencia'),
        eq(paymentAttempts.status, 'en_revision'),
        gestorId ? eq(tramiteRequests.assignedGestorId, gestorId) : undefined,
      ),
    )
    .orderBy(asc(paymentAttempts.proofUploadedAt))
    .limit(200);
}

/** The quotation's attempts still waiting for money or for staff. */
export async function listOpenAttemptsOfQuotation(
  db: DbOrTx,
  quotationId: string,
): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.quotationId, quotationId),
        inArray(paymentAttempts.status, ['pendiente', 'en_revision']),
      ),
    );
}
