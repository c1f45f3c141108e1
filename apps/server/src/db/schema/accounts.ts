import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A signed-in device (issue 23): the token carries its id, so ending it (sign-out, revocation, a password
 * change, deactivation) kills that token at once. `last_seen_at` is written at most once a minute.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The absolute end (SESSION_MAX_DAYS after sign-in); idleness ends it sooner (SESSION_IDLE_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_live_idx').on(table.userId).where(sql`${table.endedAt} is null`)],
);

/**
 * One-time links sent by e-mail (password reset, e-mail verification, e-mail change): only the SHA-256 of
 * the random token is stored, with its purpose, its end and when it was used.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['password_reset', 'email_verify', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change goes to. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

/** The ten one-time recovery codes of a two-step sign-in, stored as hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
