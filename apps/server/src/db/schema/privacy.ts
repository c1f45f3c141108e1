import {
  ACCESS_LOG_ACTIONS,
  ARCO_REQUEST_STATUSES,
  ARCO_REQUEST_TYPES,
  CONSENT_KINDS,
} from '@tramites/shared';
import { bigserial, boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.ts';
import { tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/**
 * Every consent given or revoked (issue 25, LFPDPPP 2025), append-only: the current state of a kind is
 * its latest row, and the rows are the proof of who accepted which version of the aviso, when and from where.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** aviso (the aviso integral), sensibles (express consent for sensitive data), secundarias (marketing, surveys). */
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The aviso's version the user saw (PRIVACY_NOTICE_VERSION). */
    version: text('version').notNull(),
    /** false records a revocation. */
    granted: boolean('granted').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_consents_user_kind_idx').on(table.userId, table.kind, table.createdAt)],
);

/** An ARCO case (acceso, rectificación, cancelación, oposición), answered within 20 días hábiles. */
export const arcoRequests = pgTable(
  'arco_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ARCO_REQUEST_TYPES }).notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ARCO_REQUEST_STATUSES }).notNull().default('pendiente'),
    /** The legal deadline: received date + 20 Mexican business days (Mexico City calendar). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The answer the user reads: what was done and, for a cancellation, what is kept and why. */
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('arco_requests_status_due_idx').on(table.status, table.dueDate),
    index('arco_requests_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Who saw or decided on a document (issue 25): every view, preview, download and review decision, written
 * in the same transaction as the decision or before the bytes are sent. Append-only.
 */
export const documentAccessEvents = pgTable(
  'document_access_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    action: text('action', { enum: ACCESS_LOG_ACTIONS }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_access_events_request_idx').on(table.requestId, table.createdAt),
    index('document_access_events_actor_idx').on(table.actorId, table.createdAt),
    index('document_access_events_created_idx').on(table.createdAt),
  ],
);
