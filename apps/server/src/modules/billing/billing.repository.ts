import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  payments,
  quotations,
  refunds,
  taxProfiles,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';

export type TaxProfileRow = typeof taxProfiles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function findTaxProfile(db: DbOrTx, userId: string): Promise<TaxProfileRow | undefined> {
  const [row] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  return row;
}

export async function upsertTaxProfile(
  db: DbOrTx,
  values: Omit<typeof taxProfiles.$inferInsert, 'updatedAt'>,
): Promise<TaxProfileRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(taxProfiles)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: taxProfiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

const refundedOf = sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'fallido'), 0)`;

/**
 * A payment with what its receipt and factura need, in one statement: its request (for the access check
 * and the folio), its quotation (the concepts), the client, what was refunded, and its number among the
 * request's payments (the receipt number).
 */
export async function findPaymentForBilling(db: DbOrTx, paymentId: string, forUpdate = false) {
  const query = db
    .select({
      payment: payments,
      request: tramiteRequests,
      quotation: quotations,
      clientName: users.name,
      clientEmail: users.email,
      refunded: refundedOf,
      receiptNumber:
        sql<number>`(select count(*) from ${payments} p where p.request_id = ${payments.requestId} and (p.created_at, p.id) <= (${payments.createdAt}, ${payments.id}))`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, payments.requestId))
    .innerJoin(quotations, eq(quotations.id, payments.quotationId))
    .innerJoin(users, eq(users.id, tramiteRequests.clientId))
    .where(eq(payments.id, paymentId));
  // Locking the payment serialises two requests for its factura (the second sees the first's invoice).
  const [row] = forUpdate ? await query.for('update', { of: payments }) : await query;
  return row;
}
export type PaymentForBilling = NonNullable<Awaited<ReturnType<typeof findPaymentForBilling>>>;

/** The payments that count towards a quotation up to and including `createdAt` (a receipt's "pagado a la fecha"). */
export async function listQuotationPayments(db: DbOrTx, quotationId: string) {
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      reviewReason: payments.reviewReason,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.quotationId, quotationId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The payment's invoice that is not cancelled (at most one: a partial unique index). */
export async function findLiveInvoice(db: DbOrTx, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), ne(invoices.status, 'cancelada')))
    .for('update');
  return row;
}

export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoice(
  db: DbOrTx,
  id: string,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

/** An invoice with its request (access check, audit, file names). */
export async function findInvoiceWithRequest(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ invoice: invoices, request: tramiteRequests })
    .from(invoices)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, invoices.requestId))
    .where(eq(invoices.id, id));
  return row;
}

export async function findInvoiceById(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
