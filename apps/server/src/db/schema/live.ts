import { LIVE_EVENT_TYPES } from '@tramites/shared';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Numbers live events in commit order. Only the deferred trigger of migration 0006 draws from it, at
 * commit time and under an advisory lock, so a reader who sees position N has already been able to
 * see every position below N (replay with Last-Event-ID never skips an event committed late).
 */
export const liveEventSequence = pgSequence('live_events_seq', { startWith: 1 });

/**
 * Events of the log that are never written to a stream. `account.changed` (a user's role, active flag or
 * approval changed) ends that user's streams on every instance, in commit order with the other events.
 */
export const LIVE_INTERNAL_EVENT_TYPES = ['account.changed'] as const;

/**
 * The event log behind GET /api/events: written in the transaction of the change it announces,
 * replayed after a reconnect, pruned after the replay window (LIVE_REPLAY_WINDOW_MS).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** Row identity only (insertion order, not commit order). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The SSE `id:`: set at commit by the trigger, null while the transaction is open. */
    seq: bigint('seq', { mode: 'number' }),
    type: text('type', { enum: [...LIVE_EVENT_TYPES, ...LIVE_INTERNAL_EVENT_TYPES] }).notNull(),
    /** The request it is about, if any. No foreign key: the log is pruned, never joined. */
    requestId: uuid('request_id'),
    /** Addressed to one user only (notifications); null for a request's events. */
    userId: uuid('user_id'),
    /** The request's client and gestor when the event happened: who, besides admins, receives it. */
    clientId: uuid('client_id'),
    gestorId: uuid('gestor_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_events_seq_unique').on(table.seq),
    index('live_events_created_idx').on(table.createdAt),
  ],
);
export type LiveEventRow = typeof liveEvents.$inferSelect;

/**
 * Open streams per user and server instance, so any instance can tell whether a user is connected
 * anywhere (a message to a client who is away becomes a notification and an email). Each instance
 * refreshes `seen_at` on every heartbeat; rows of an instance that died go stale and stop counting.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    userId: uuid('user_id').notNull(),
    instanceId: text('instance_id').notNull(),
    streams: integer('streams').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instanceId] }),
    index('live_presence_instance_idx').on(table.instanceId),
  ],
);
