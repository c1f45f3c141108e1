import { DOCUMENT_STATUSES } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/**
 * One row per uploaded version of a required document. A new upload for the same requirement adds a
 * version and clears `is_current` on the previous one, which is kept with its review.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    /** One of the procedure's `required_documents`, as written there. */
    requiredName: text('required_name').notNull(),
    version: integer('version').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    /** Sanitised base name the client gave; never used as a path. */
    originalFilename: text('original_filename').notNull(),
    /** Generated name in the storage (uuid). */
    storageKey: text('storage_key').notNull().unique(),
    /** The type the file's first bytes prove (canonical: image/jpeg, never image/jpg). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    notes: text('notes').notNull().default(''),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
    rejectionReason: text('rejection_reason'),
    /**
     * Set when the retention purge removed the file (issue 25): the row stays as the tombstone (name, hash,
     * this date) and the storage key points at nothing.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_request_requirement_current_idx').on(
      table.requestId,
      table.requiredName,
      table.isCurrent,
    ),
    index('documents_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('documents_request_requirement_version_unique').on(
      table.requestId,
      table.requiredName,
      table.version,
    ),
    // At most one current version per requirement, whatever happens concurrently.
    uniqueIndex('documents_one_current_unique')
      .on(table.requestId, table.requiredName)
      .where(sql`${table.isCurrent}`),
  ],
);

/** Every review decision (append-only): the document's review history. */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['approved', 'rejected'] }).notNull(),
    reviewNotes: text('review_notes').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_reviews_document_idx').on(table.documentId, table.reviewedAt),
    index('document_reviews_reviewer_idx').on(table.reviewerId, table.reviewedAt),
    index('document_reviews_reviewed_at_idx').on(table.reviewedAt),
  ],
);
