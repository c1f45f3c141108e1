import { CreateInternalNoteSchema, type InternalNote } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { publishStaffRequestEvent } from '../live/live-events.service.ts';
import { type InternalNoteRow, insertNote, listNotesOfRequest } from './internal-notes.repository.ts';

/*
 * Notes on a request for the gestoría's team only (issue 27). The routes admit staff alone (a client,
 * even the request's owner, gets 403); the request's own rule then admits its gestor and the admins.
 * A note writes no audit event, chat message or notification: those reach the client (timeline, chat,
 * export). Its live event is addressed to staff only (publishStaffRequestEvent).
 */

function toDto(row: InternalNoteRow): InternalNote {
  return {
    id: row.id,
    tramite_request_id: row.requestId,
    body: row.body,
    author_id: row.authorId,
    author_name: row.authorName,
    author_role: row.authorRole,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/solicitudes/{id}/internal-notes. */
export async function listInternalNotes(
  db: Database,
  actor: Actor,
  requestId: string,
): Promise<InternalNote[]> {
  const request = await loadVisibleRequest(db, actor, requestId);
  return (await listNotesOfRequest(db, request.id)).map(toDto);
}

/** POST /api/solicitudes/{id}/internal-notes: a closed request still takes notes (what happened after). */
export async function createInternalNote(
  db: Database,
  actor: Actor,
  requestId: string,
  input: unknown,
): Promise<InternalNote> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const parsed = CreateInternalNoteSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError(422, errors[0]!.message, 'validation', errors);
  }
  return db.transaction(async (tx) => {
    const row = await insertNote(tx, { requestId: request.id, authorId: actor.id, body: parsed.data.body });
    const note = toDto({
      ...row,
      requestId: request.id,
      authorId: actor.id,
      authorName: actor.name,
      authorRole: actor.role,
      body: parsed.data.body,
    });
    await publishStaffRequestEvent(tx, request, 'internal_note.created', note);
    return note;
  });
}
