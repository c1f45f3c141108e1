import {
  type AdminDocument,
  DOCUMENT_MSG,
  type DocumentDto,
  type GestorDocument,
  isTerminalStatus,
  type RequestStatus,
} from '@tramites/shared';
import type { RequestRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict } from '../../lib/app-error.ts';
import type { DocumentListRow, DocumentRow, DocumentScope } from './documents.repository.ts';

/** What the documents use cases share: the DTOs, the id shape, the open-request rule, the staff scope. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    tramite_request_id: row.requestId,
    required_name: row.requiredName,
    version: row.version,
    is_current: row.isCurrent,
    status: row.status,
    current_filename: row.originalFilename,
    content_type: row.contentType,
    file_size: row.sizeBytes,
    sha256: row.sha256,
    notes: row.notes,
    uploaded_by: row.uploadedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    review_notes: row.reviewNotes,
    rejection_reason: row.rejectionReason,
    purged_at: row.purgedAt?.toISOString() ?? null,
  };
}

export const assertOpen = (request: RequestRow) => {
  if (isTerminalStatus(request.status as RequestStatus)) {
    throw conflict(DOCUMENT_MSG.solicitudCerrada, 'request_closed');
  }
};

/** A gestor works on their assigned requests (none while pending approval); an admin on all. */
export function documentScopeFor(actor: Actor): DocumentScope | null {
  if (actor.role === 'admin') {
    return { kind: 'all' };
  }
  if (actor.role === 'gestor' && actor.isApproved) {
    return { kind: 'gestor', userId: actor.id };
  }
  return null;
}

export function toGestorDocument(row: DocumentListRow): GestorDocument {
  return {
    id: row.id,
    status: row.status,
    client_name: row.clientName,
    tramite_name: row.tramiteName,
    tramite_request_id: row.requestId,
    folio: row.folio,
    required_document_name: row.requiredName,
    current_filename: row.filename,
    file_size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The admins' list row: a gestor's, plus when the retention purge removed the file. */
export function toAdminDocument(row: DocumentListRow): AdminDocument {
  return { ...toGestorDocument(row), purged_at: row.purgedAt?.toISOString() ?? null };
}

/** Midnight of a Mexico City day (UTC−6 all year since 2022). */
export const mexicoCityMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00-06:00`);
