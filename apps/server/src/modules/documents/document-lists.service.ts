import type { AdminDocument, GestorDocument, GestorDocumentFilter, PendingDocument } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { documentScopeFor, mexicoCityMidnight, toAdminDocument, toGestorDocument } from './document-dto.ts';
import { listCurrentDocuments } from './documents.repository.ts';

/** GET /api/gestor/pending-documents: current versions of the gestor's open requests, oldest first. */
export async function listGestorDocuments(
  db: Database,
  actor: Actor,
  query: { status: GestorDocumentFilter; search?: string; from?: string; limit: number; offset: number },
): Promise<{ documents: GestorDocument[]; total: number }> {
  const scope = documentScopeFor(actor);
  if (!scope) {
    return { documents: [], total: 0 };
  }
  const { rows, total } = await listCurrentDocuments(db, {
    scope,
    status: query.status === 'todos' ? undefined : query.status,
    search: query.search,
    since: query.from ? mexicoCityMidnight(query.from) : undefined,
    onlyOpenRequests: true,
    order: 'oldest',
    limit: query.limit,
    offset: query.offset,
  });
  return { documents: rows.map(toGestorDocument), total };
}

/** GET /api/admin/documents/pending: what waits for review, oldest first. */
export async function listPendingDocuments(
  db: Database,
  query: { limit: number; offset: number },
): Promise<{ documents: PendingDocument[]; total: number }> {
  const { rows, total } = await listCurrentDocuments(db, {
    scope: { kind: 'all' },
    status: 'pending',
    onlyOpenRequests: true,
    order: 'oldest',
    ...query,
  });
  return {
    documents: rows.map((row) => ({
      id: row.id,
      document_name: row.requiredName,
      client_name: row.clientName,
      tramite_name: row.tramiteName,
      tramite_request_id: row.requestId,
      folio: row.folio,
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** GET /api/admin/documents/all: every current version, newest first. */
export async function listAllDocuments(
  db: Database,
  query: { status?: GestorDocument['status']; limit: number; offset: number },
): Promise<{ documents: AdminDocument[]; total: number }> {
  const { rows, total } = await listCurrentDocuments(db, {
    scope: { kind: 'all' },
    onlyOpenRequests: false,
    order: 'newest',
    ...query,
  });
  return { documents: rows.map(toAdminDocument), total };
}
