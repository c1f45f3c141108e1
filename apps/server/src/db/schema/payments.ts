import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quotations, tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/**
 * One way the client chose to pay one instalment: a Stripe Checkout or PaymentIntent, a bank transfer
 * awaiting its comprobante, a demo simulation. It holds what the client must see (voucher, CLABE) until
 * the money arrives; the money itself is a row of `payments`.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id),
    /** total | anticipo | saldo */
    kind: text('kind').notNull(),
    /** stripe | transferencia | simulado */
    provider: text('provider').notNull(),
    /** tarjeta | oxxo | spei | transferencia | simulado */
    method: text('method').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('MXN'),
    /** pendiente → en_revision (transfer proof sent) → pagado | fallido | expirado | cancelado */
    status: text('status').notNull().default('pendiente'),
    /** The provider's id (Stripe PaymentIntent or Checkout Session). */
    providerRef: text('provider_ref'),
    /** What the client needs to pay: voucher, CLABE and reference, bank data, or the hosted page's URL. */
    instructions: jsonb('instructions').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The transfer comprobante the client uploaded (stored like documents). */
    proofStorageKey: text('proof_storage_key'),
    proofFilename: text('proof_filename'),
    proofMimeType: text('proof_mime_type'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    /** Why staff declined a transfer comprobante, shown to the client. */
    reviewNote: text('review_note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_attempts_request_idx').on(table.requestId, table.createdAt),
    uniqueIndex('payment_attempts_provider_ref_idx').on(table.provider, table.providerRef),
    index('payment_attempts_status_idx').on(table.status, table.createdAt),
  ],
);

/** The ledger of money received: one row per payment, never two for the same provider payment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    /** total | anticipo | saldo */
    kind: text('kind').notNull().default('total'),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('MXN'),
    reference: text('reference').notNull().default(''),
    /** The provider's payment id (Stripe PaymentIntent): the same money is never recorded twice. */
    providerRef: text('provider_ref'),
    /** Money that must not be kept as it came (after a cancellation, a wrong amount): flagged for refund. */
    reviewReason: text('review_reason'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_request_idx').on(table.requestId),
    index('payments_created_idx').on(table.createdAt.desc()),
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    // The admin ledger's filters (newest first): by method, and the flagged payments still to review.
    index('payments_method_created_idx').on(table.method, table.createdAt.desc()),
    index('payments_review_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.reviewReason} is not null`),
  ],
);

/** Money given back, in full or in part: through the provider, or recorded by hand for a transfer. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    /** stripe | manual */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** pendiente | completado | fallido */
    status: text('status').notNull().default('completado'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_created_idx').on(table.createdAt.desc()),
    uniqueIndex('refunds_provider_ref_idx').on(table.provider, table.providerRef),
  ],
);

/** Every provider webhook event handled, by its id: a replayed event changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The client's data for a CFDI 4.0, exactly as on their Constancia de Situación Fiscal. */
export const taxProfiles = pgTable('tax_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  rfc: text('rfc').notNull(),
  razonSocial: text('razon_social').notNull(),
  regimenFiscal: text('regimen_fiscal').notNull(),
  usoCfdi: text('uso_cfdi').notNull(),
  codigoPostal: text('codigo_postal').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A factura asked for one payment: issued through Facturapi, or recorded for staff to issue outside. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    /** solicitada (to issue outside) | emitida | cancelada | error */
    status: text('status').notNull(),
    /** facturapi | externa */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The SAT's folio fiscal (UUID of the timbre). */
    satUuid: text('sat_uuid'),
    series: text('series'),
    folioNumber: integer('folio_number'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The tax profile as it was when the invoice was asked for. */
    receiver: jsonb('receiver').$type<Record<string, string>>().notNull(),
    error: text('error'),
    cancellationMotive: text('cancellation_motive'),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_payment_idx').on(table.paymentId),
    index('invoices_request_idx').on(table.requestId),
    index('invoices_created_idx').on(table.createdAt.desc()),
    // One live invoice per payment: a cancelled one may be issued again.
    uniqueIndex('invoices_payment_live_idx').on(table.paymentId).where(sql`${table.status} <> 'cancelada'`),
  ],
);
