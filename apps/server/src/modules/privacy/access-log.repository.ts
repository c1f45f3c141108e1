import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { documentAccessEvents, documents, tramiteRequests, users } from '../../db/schema/index.ts';

const actors = alias(users, 'actors');
const clients = alias(users, 'clients');

/** The columns both views read: the line, its document (requirement, file, version) and who acted. */
const entryColumns = {
  id: documentAccessEvents.id,
  documentId: documentAccessEvents.documentId,
  requestId: documentAccessEvents.requestId,
  actorId: documentAccessEvents.actorId,
  actorRole: documentAccessEvents.actorRole,
  action: documentAccessEvents.action,
  ip: documentAccessEvents.ip,
  createdAt: documentAccessEvents.createdAt,
  documentName: documents.requiredName,
  filename: documents.originalFilename,
  version: documents.version,
  actorName: actors.name,
  actorEmail: actors.email,
};

/** One request's log, newest first (index document_access_events_request_idx). */
export async function listRequestAccessEntries(
  db: DbOrTx,
  params: { requestId: string; limit: number; offset: number },
) {
  const where = eq(documentAccessEvents.requestId, params.requestId);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(documentAccessEvents)
      .innerJoin(documents, eq(documents.id, documentAccessEvents.documentId))
      .leftJoin(actors, eq(actors.id, documentAccessEvents.actorId))
      .where(where)
      .orderBy(desc(documentAccessEvents.createdAt), desc(documentAccessEvents.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(documentAccessEvents)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface AdminAccessFilters {
  actorId?: string;
  /** Text matched against the actor's name or e-mail. */
  actorText?: string;
  requestId?: string;
  folio?: string;
  since?: Date;
  until?: Date;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The whole log for admins, filtered by who, which request (id or folio) and when; newest first. */
export async function listAdminAccessEntries(db: DbOrTx, filters: AdminAccessFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.actorId) conditions.push(eq(documentAccessEvents.actorId, filters.actorId));
  if (filters.actorText) {
    const pattern = likePattern(filters.actorText);
    conditions.push(or(ilike(actors.name, pattern), ilike(actors.email, pattern)));
  }
  if (filters.requestId) conditions.push(eq(documentAccessEvents.requestId, filters.requestId));
  if (filters.folio) conditions.push(ilike(tramiteRequests.folio, likePattern(filters.folio)));
  if (filters.since) conditions.push(gte(documentAccessEvents.createdAt, filters.since));
  if (filters.until) conditions.push(lt(documentAccessEvents.createdAt, filters.until));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...entryColumns, folio: tramiteRequests.folio, clientName: clients.name })
      .from(documentAccessEvents)
      .innerJoin(documents, eq(documents.id, documentAccessEvents.documentId))
      .innerJoin(tramiteRequests, eq(tramiteRequests.id, documentAccessEvents.requestId))
      .leftJoin(actors, eq(actors.id, documentAccessEvents.actorId))
      .leftJoin(clients, eq(clients.id, tramiteRequests.clientId))
      .where(where)
      .orderBy(desc(documentAccessEvents.createdAt), desc(documentAccessEvents.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(documentAccessEvents)
      .innerJoin(tramiteRequests, eq(tramiteRequests.id, documentAccessEvents.requestId))
      .leftJoin(actors, eq(actors.id, documentAccessEvents.actorId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
