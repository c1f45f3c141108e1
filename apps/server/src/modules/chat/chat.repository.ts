import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { chatMessages, chatReadStates, tramiteRequests, users } from '../../db/schema/index.ts';

const requestWithMessages = preparedPerDatabase((db) =>
  db
    .select({
      request: { clientId: tramiteRequests.clientId, assignedGestorId: tramiteRequests.assignedGestorId },
      message: {
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        senderRole: chatMessages.senderRole,
        messageText: chatMessages.messageText,
        isSystemMessage: chatMessages.isSystemMessage,
        createdAt: chatMessages.createdAt,
      },
      senderName: users.name,
    })
    .from(tramiteRequests)
    .leftJoin(chatMessages, eq(chatMessages.requestId, tramiteRequests.id))
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(tramiteRequests.id, sql.placeholder('requestId')))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .prepare('request_with_messages'),
);

/**
 * A request's chat in one prepared statement: who the request involves (its access check, the one read
 * of the row), then its messages oldest first with their sender's name (no message: one row, the
 * request alone).
 */
export async function findRequestWithMessages(db: Database, requestId: string) {
  return requestWithMessages(db).execute({ requestId });
}

export async function insertMessage(db: DbOrTx, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/**
 * The insert of a message, not yet run, as a step named `as` of a larger statement (executeAsOneStatement);
 * `createdAtIso` is its time as the API writes it (JavaScript's toISOString: UTC, milliseconds cut, not
 * rounded, as a Date read back keeps them). The time stays the database's: messages written in one
 * transaction keep their order (migration 0004).
 */
export function messageInsertStep(db: DbOrTx, values: typeof chatMessages.$inferInsert, as: string) {
  return {
    insert: db.insert(chatMessages).values(values).returning({ createdAt: chatMessages.createdAt }),
    createdAtIso: sql<string>`(select to_char(${sql.identifier('created_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${sql.identifier(as)})`,
  };
}

/**
 * Moves the user's read position of a request forward (never back): to one of its messages, or by
 * default to its newest (now, if it has none). Positions stay in SQL: PostgreSQL keeps microseconds,
 * a JS Date only milliseconds. Returns the position after the update.
 */
export async function advanceReadState(
  db: DbOrTx,
  params: { userId: string; requestId: string; upToMessageId?: string },
): Promise<Date> {
  const position = params.upToMessageId
    ? sql`(select ${chatMessages.createdAt} from ${chatMessages} where ${chatMessages.id} = ${params.upToMessageId})`
    : sql`coalesce((select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.requestId} = ${params.requestId}), now())`;
  const [row] = await db
    .insert(chatReadStates)
    .values({ userId: params.userId, requestId: params.requestId, lastReadAt: position })
    .onConflictDoUpdate({
      target: [chatReadStates.userId, chatReadStates.requestId],
      set: {
        lastReadAt: sql`greatest(${chatReadStates.lastReadAt}, excluded.last_read_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ lastReadAt: chatReadStates.lastReadAt });
  return row!.lastReadAt;
}

/** Messages a person other than the user wrote (never system ones) after the user's read position. */
export async function countUnreadInRequest(
  db: DbOrTx,
  params: { userId: string; requestId: string },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatMessages)
    .innerJoin(
      chatReadStates,
      and(eq(chatReadStates.userId, params.userId), eq(chatReadStates.requestId, chatMessages.requestId)),
    )
    .where(
      and(
        eq(chatMessages.requestId, params.requestId),
        // A system message has no sender: `<>` leaves it out, like the reader's own messages.
        eq(chatMessages.isSystemMessage, false),
        sql`${chatMessages.senderId} <> ${params.userId}`,
        sql`${chatMessages.createdAt} > ${chatReadStates.lastReadAt}`,
      ),
    );
  return row?.value ?? 0;
}
