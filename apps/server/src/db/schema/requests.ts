import type { FormAnswers } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOpenStatus } from '../open-status.ts';
import { tramites } from './catalog.ts';
import { formTemplates, formTemplateVersions } from './forms.ts';
import { users } from './users.ts';

/** Numbers the human-readable folio TMX-YYYY-NNNNNN. */
export const folioSequence = pgSequence('tramite_request_folio_seq', { startWith: 1 });

export const tramiteRequests = pgTable(
  'tramite_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folio: text('folio').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    tramiteId: integer('tramite_id')
      .notNull()
      .references(() => tramites.id),
    /** The procedure's name when requested: the 'tramite' sort of the lists uses it through an index. */
    tramiteName: text('tramite_name').notNull().default(''),
    status: text('status').notNull().default('cotizacion_solicitada'),
    description: text('description').notNull().default(''),
    nombreCompleto: text('nombre_completo').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
    beneficiarioTipo: text('beneficiario_tipo').notNull().default('para_mi'),
    nombreBeneficiario: text('nombre_beneficiario'),
    assignedGestorId: uuid('assigned_gestor_id').references(() => users.id),
    /**
     * The current quotation includes the derechos (the gestoría pays them): the client is not asked for
     * the derechos receipt, which the gestor attaches (issue 24).
     */
    derechosIncluded: boolean('derechos_included').notNull().default(false),
    /** Amount of the current quotation, denormalised for lists. */
    quotedPrice: numeric('quoted_price', { precision: 12, scale: 2 }),
    /** Service-level clock (business days): consumed while running, projected due date while running. */
    slaDays: integer('sla_days').notNull(),
    slaConsumedDays: integer('sla_consumed_days').notNull().default(0),
    slaRunningSince: date('sla_running_since', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the request reached completado or cancelado: the document retention period counts from it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the client was warned that the documents' files will be purged (once per request). */
    purgeWarnedAt: timestamp('purge_warned_at', { withTimezone: true }),
    /** The client paused the reminders of this request (an oposición to that purpose, issue 27). */
    remindersPausedAt: timestamp('reminders_paused_at', { withTimezone: true }),
    /** When the gestor and admins were alerted that 80% of the SLA was used (once per request). */
    slaAlertedAt: timestamp('sla_alerted_at', { withTimezone: true }),
    /** When the client was asked, by e-mail, to rate the completed request (once). */
    satisfactionAskedAt: timestamp('satisfaction_asked_at', { withTimezone: true }),
    /** Lower-cased folio, tramite, category, client and gestor names: what the list search matches. */
    searchText: text('search_text').notNull().default(''),
    /** The published form version the client filled (null without a form): its fields read the answers. */
    formTemplateId: uuid('form_template_id').references(() => formTemplates.id),
    formVersion: integer('form_version'),
    /** The visible non-file answers, normalised by the version's schema (files are the request's documents). */
    formAnswers: jsonb('form_answers').$type<FormAnswers>(),
  },
  // Every list sort ends in (created_at desc, id desc), so each filter/sort pair has an index that serves it.
  (table) => [
    index('tramite_requests_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_client_created_idx').on(
      table.clientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_gestor_created_idx').on(
      table.assignedGestorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_tramite_name_idx').on(
      table.tramiteName,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_due_idx').on(
      sql`${table.dueDate} asc nulls last`,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tramite_requests_tramite_idx').on(table.tramiteId),
    // A user's open requests: the unread total of the dashboard (and whatever else counts work in hand).
    index('tramite_requests_client_open_idx').on(table.clientId).where(isOpenStatus(table.status)),
    index('tramite_requests_gestor_open_idx').on(table.assignedGestorId).where(isOpenStatus(table.status)),
    index('tramite_requests_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('tramite_requests_form_template_idx').on(table.formTemplateId),
    // The retention purge walks closed requests by age.
    index('tramite_requests_closed_idx').on(table.closedAt).where(sql`${table.closedAt} is not null`),
    // A frozen version read by requests can never be deleted from under them.
    foreignKey({
      name: 'tramite_requests_form_version_fk',
      columns: [table.formTemplateId, table.formVersion],
      foreignColumns: [formTemplateVersions.templateId, formTemplateVersions.version],
    }),
  ],
);

/** A request as stored: what use cases hold and hand on (audit, chat, live events). */
export type RequestRow = typeof tramiteRequests.$inferSelect;

export interface QuotationItem {
  concepto: string;
  tipo: 'derechos' | 'honorarios' | 'iva' | 'otro';
  monto: string;
}

export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<QuotationItem[]>().notNull().default([]),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** pendiente → aceptada | rechazada | vencida | reemplazada */
    status: text('status').notNull().default('pendiente'),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    /** An anticipo: the share (1–99 %) paid to start; the balance is due before completion. Null: all at once. */
    depositPercent: integer('deposit_percent'),
    /** Derechos the client pays to the authority directly (not in the amount); null when none or included. */
    clientDerechosAmount: numeric('client_derechos_amount', { precision: 12, scale: 2 }),
    /** Where and how the client pays those derechos. */
    clientDerechosNote: text('client_derechos_note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [index('quotations_request_idx').on(table.requestId, table.createdAt.desc())],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    gestorId: uuid('gestor_id')
      .notNull()
      .references(() => users.id),
    /** Null when the system assigned automatically. */
    assignedBy: uuid('assigned_by').references(() => users.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assignments_request_idx').on(table.requestId)],
);

/** Append-only: who, when, what, from, to, reason. Written in the same transaction as the change. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason').notNull().default(''),
    isOverride: boolean('is_override').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_request_idx').on(table.requestId, table.id)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    senderId: uuid('sender_id').references(() => users.id),
    senderRole: text('sender_role').notNull(),
    messageText: text('message_text').notNull(),
    isSystemMessage: boolean('is_system_message').notNull().default(false),
    // clock_timestamp(), not now(): messages written in one transaction keep the order they were written in.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('chat_messages_request_idx').on(table.requestId, table.createdAt)],
);
