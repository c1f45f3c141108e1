import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema/index.ts';

export async function listMessages(db: DbOrTx, requestId: string) {
  return db
    .select({ message: chatMessages, senderName: users.name })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.requestId, requestId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function insertMessage(db: DbOrTx, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}
