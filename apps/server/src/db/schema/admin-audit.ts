import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every back-office change (catalogue, users): who, when, which entity, before → after, and why.
 * Request status events keep their own table (audit_events); the audit view reads both.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    entity: text('entity', {
      enum: ['category', 'tramite', 'user', 'form_template', 'rejection_reason'],
    }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_created_idx').on(table.createdAt),
    index('admin_audit_entity_idx').on(table.entity, table.entityId),
    index('admin_audit_actor_idx').on(table.actorId),
  ],
);
export type NewAdminAuditEvent = typeof adminAuditEvents.$inferInsert;
