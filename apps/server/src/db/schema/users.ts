import { GESTOR_DEFAULT_MAX_CONCURRENT } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['cliente', 'gestor', 'admin'] })
      .notNull()
      .default('cliente'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Self-registered gestores wait for an admin (DESIGN 9.5); everyone else is approved at once. */
    isApproved: boolean('is_approved').notNull().default(true),
    /** Gestor capacity for automatic assignment. */
    maxConcurrent: integer('max_concurrent').notNull().default(GESTOR_DEFAULT_MAX_CONCURRENT),
    /** Set when the owner opened the verification link (issue 23): an unverified client cannot pay. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Two-step sign-in (TOTP, RFC 6238): the base32 secret, set at setup, trusted once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30 s step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The aviso de privacidad's version the user last accepted (issue 25): the proof is in privacy_consents;
     * this copy, written in the same transaction, lets the session (actor cache) and sign-in answers say
     * whether a new version must be accepted without reading the consents.
     */
    privacyNoticeVersion: text('privacy_notice_version'),
    /** Set when an ARCO cancellation anonymised the account (issue 25): it can no longer sign in. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
  ],
);
