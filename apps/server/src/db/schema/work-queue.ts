import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tramites } from './catalog.ts';
import { tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/*
 * The gestor's day (issue 27): notes the client never reads, ready replies, preset rejection reasons, the
 * reminders that chase clients, and the satisfaction asked for at the end.
 */

/** A note on a request for staff only: never in the client's chat, export or live stream. */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('internal_notes_request_idx').on(table.requestId, table.createdAt)],
);

/**
 * A ready reply ("respuesta rápida") with {variables}: the gestoría's (owner null, edited by admins) or one
 * gestor's private one.
 */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id),
    /** What the "/" search matches and lists: "Bienvenida", "Faltan documentos". */
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quick_replies_owner_idx').on(table.ownerId, table.title)],
);

/** A preset reason for rejecting a document ("Ilegible"…), edited by admins; archived ones stay for history. */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rejection_reasons_label_idx').on(sql`lower(${table.label})`)],
);

/**
 * A reminder sent to a client (automatic or by a gestor's button). `dedupe_key` names what it chases, so the
 * job never sends the same one twice, whichever instance runs it: 'documentos:2', 'cotizacion:{quotation id}',
 * 'oxxo:{payment id}', 'manual:{uuid}'.
 */
export const requestReminders = pgTable(
  'request_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    /** documentos, cotizacion, oxxo. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the reminder said was missing, as sent: the timeline shows it. */
    summary: text('summary').notNull().default(''),
    /** The gestor who pressed "Enviar recordatorio"; null for the scheduled job. */
    sentBy: uuid('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('request_reminders_dedupe_idx').on(table.requestId, table.dedupeKey),
    index('request_reminders_request_idx').on(table.requestId, table.sentAt),
  ],
);

/** The client's 1–5 stars for a completed request, once; the gestor and procedure as they were then. */
export const satisfactionRatings = pgTable(
  'satisfaction_ratings',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => tramiteRequests.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    gestorId: uuid('gestor_id').references(() => users.id),
    tramiteId: integer('tramite_id')
      .notNull()
      .references(() => tramites.id),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('satisfaction_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    index('satisfaction_ratings_gestor_idx').on(table.gestorId, table.createdAt),
    index('satisfaction_ratings_tramite_idx').on(table.tramiteId, table.createdAt),
  ],
);
