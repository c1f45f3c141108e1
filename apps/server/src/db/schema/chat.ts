import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tramiteRequests } from './requests.ts';
import { users } from './users.ts';

/**
 * How far each user has read a request's chat: messages by others created after `last_read_at` are
 * unread. The key (user, request) serves the per-row count of the lists and a user's total.
 */
export const chatReadStates = pgTable(
  'chat_read_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tramiteRequests.id),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] })],
);
