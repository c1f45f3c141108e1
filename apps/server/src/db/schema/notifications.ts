import { NOTIFICATION_TYPES } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/** Where an email stands: `pending` → `sending` (claimed by one worker) → `sent`, or back to `pending` to retry. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;

/**
 * The notification centre, and the outbox of its emails: a row whose email is `pending` is claimed by
 * one instance's worker (SKIP LOCKED), sent outside the transaction that created it, retried with backoff.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The rule that wrote it (quotation_sent, message...): the email's subject, and message coalescing. */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    requestId: uuid('request_id').references(() => tramiteRequests.id),
    /**
     * The payment or invoice the notification is about, beyond its request: what its e-mail attaches (the
     * receipt, the factura), built at send time so that a retry sends it again.
     */
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('skipped'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailNextAttemptAt: timestamp('email_next_attempt_at', { withTimezone: true }),
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    emailError: text('email_error'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId, table.requestId, table.kind)
      .where(sql`${table.readAt} is null`),
    index('notifications_email_due_idx')
      .on(table.emailNextAttemptAt)
      .where(sql`${table.emailStatus} in ('pending', 'sending')`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Per user: whether notifications are also emailed (no row = the default, yes). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: boolean('email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
