import type {
  AdminDocumentAccessPage,
  AdminDocumentAccessQuery,
  DocumentAccessEntry,
  DocumentAccessPage,
  DocumentAccessQuery,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { listAdminAccessEntries, listRequestAccessEntries } from './access-log.repository.ts';

/** Mexico City midnight of a day (UTC−6 all year since 2022), as the audit's date filter reads it. */
const mexicoCityMidnight = (day: string) => new Date(`${day}T00:00:00-06:00`);
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

type EntryRow = Awaited<ReturnType<typeof listRequestAccessEntries>>['rows'][number];

const toEntry = (row: EntryRow): DocumentAccessEntry => ({
  id: row.id,
  document_id: row.documentId,
  document_name: row.documentName,
  filename: row.filename,
  version: row.version,
  actor_id: row.actorId,
  actor_name: row.actorName,
  actor_role: row.actorRole,
  action: row.action,
  created_at: row.createdAt.toISOString(),
});

/**
 * GET /api/tramite-requests/{id}/document-access: who saw or decided on the request's documents, for its
 * client ("Quién ha visto tus documentos"), its assigned gestor and admins (403/404 otherwise). The IP is
 * left out: it is the staff member's own data, shown to admins only.
 */
export async function listRequestDocumentAccess(
  db: Database,
  actor: Actor,
  requestId: string,
  query: DocumentAccessQuery,
): Promise<DocumentAccessPage> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const { rows, total } = await listRequestAccessEntries(db, {
    requestId: request.id,
    limit: query.limit,
    offset: query.offset,
  });
  return { entries: rows.map(toEntry), total };
}

/** GET /api/admin/document-access: the whole log, filtered by who, request (id or folio) and dates. */
export async function listAdminDocumentAccess(
  db: Database,
  query: AdminDocumentAccessQuery,
): Promise<AdminDocumentAccessPage> {
  const { rows, total } = await listAdminAccessEntries(db, {
    actorId: query.user_id,
    actorText: query.user || undefined,
    requestId: query.request_id,
    folio: query.folio || undefined,
    since: query.from ? mexicoCityMidnight(query.from) : undefined,
    until: query.to ? mexicoCityMidnight(nextDay(query.to)) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    entries: rows.map((row) => ({
      ...toEntry(row),
      request_id: row.requestId,
      folio: row.folio,
      client_name: row.clientName,
      actor_email: row.actorEmail,
      ip: row.ip,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
