import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { internalNotes, users } from '../../db/schema/index.ts';

export interface InternalNoteRow {
  id: string;
  requestId: string;
  authorId: string;
  authorName: string;
  authorRole: string;
  body: string;
  createdAt: Date;
}

/** A request's notes, oldest first (as a timeline reads), with each author's name and role. */
export async function listNotesOfRequest(db: DbOrTx, requestId: string): Promise<InternalNoteRow[]> {
  return db
    .select({
      id: internalNotes.id,
      requestId: internalNotes.requestId,
      authorId: internalNotes.authorId,
      authorName: users.name,
      authorRole: users.role,
      body: internalNotes.body,
      createdAt: internalNotes.createdAt,
    })
    .from(internalNotes)
    .innerJoin(users, eq(users.id, internalNotes.authorId))
    .where(eq(internalNotes.requestId, requestId))
    .orderBy(asc(internalNotes.createdAt), asc(internalNotes.id));
}

export async function insertNote(
  db: DbOrTx,
  values: { requestId: string; authorId: string; body: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(internalNotes)
    .values(values)
    .returning({ id: internalNotes.id, createdAt: internalNotes.createdAt });
  return row!;
}
