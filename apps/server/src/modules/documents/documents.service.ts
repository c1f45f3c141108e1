import { randomUUID } from 'node:crypto';
import { finished, pipeline, type Readable } from 'node:stream';
import {
  canonicalFileType,
  DOCUMENT_MSG,
  type DocumentDto,
  type DocumentMutation,
  type DocumentStatusResponse,
  documentAgeDays,
  filenameForType,
  type GestorDocument,
  type GestorDocumentFilter,
  type GestorMetrics,
  isTerminalStatus,
  MSG,
  mexicoCityDate,
  type PendingDocument,
  priorityLevel,
  type RequestStatus,
  type ReviewDecision,
  type StoredFileType,
  sanitizeFilename,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { type Storage, StorageObjectNotFoundError, type StoredObject } from '../../lib/storage/index.ts';
import { getDocumentProgress } from '../requests/document-progress.ts';
import { type ActingUser, recordEvent } from '../requests/request-audit.ts';
import { applyAutomaticFollowUps } from '../requests/request-transition.ts';
import type { RequestRow } from '../requests/requests.repository.ts';
import { loadVisibleRequest } from '../requests/requests.service.ts';
import {
  countScopeDocuments,
  type DocumentListRow,
  type DocumentRow,
  type DocumentScope,
  findDocumentById,
  findLatestVersion,
  findRequirements,
  insertDocument,
  insertDocumentReview,
  listCurrentDocuments,
  listRequestDocuments,
  listRequestReviews,
  lockDocument,
  lockRequest,
  retireCurrentVersion,
  summarizeReviews,
  updateDocument,
} from './documents.repository.ts';
import { IntegrityCheck, UploadGuard, UploadRejectedError } from './upload-guard.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The largest multipart request worth reading: the file limit plus room for the part headers and the
 * boundary. A request that announces more is refused before a byte of it is read.
 */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const tooLarge = () => new AppError(413, MSG.archivoGrande, 'too_large');
const wrongType = () => new AppError(415, MSG.archivoTipo, 'unsupported_file_type');

/** The file part of a multipart upload, as @fastify/multipart hands it over (a stream, never a buffer). */
export interface IncomingFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

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
  };
}

const assertOpen = (request: RequestRow) => {
  if (isTerminalStatus(request.status as RequestStatus)) {
    throw conflict(DOCUMENT_MSG.solicitudCerrada, 'request_closed');
  }
};

const normalizeName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The requirement as the procedure spells it; tolerant of case, accents and spacing in the request. */
function matchRequirement(required: readonly string[], documentName: string): string {
  const exact = required.find((name) => name === documentName);
  if (exact) {
    return exact;
  }
  const wanted = normalizeName(documentName);
  const loose = required.find((name) => normalizeName(name) === wanted);
  if (!loose) {
    throw unprocessable(DOCUMENT_MSG.documentoNoRequerido, 'document_name');
  }
  return loose;
}

/** Reads and discards the rest of a file part, so the client still receives our answer. */
function discard(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

function toUploadError(error: unknown): unknown {
  if (error instanceof UploadRejectedError) {
    if (error.reason === 'too_large') {
      return tooLarge();
    }
    return error.reason === 'empty' ? unprocessable(DOCUMENT_MSG.archivoVacio, 'file') : wrongType();
  }
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge();
  }
  if (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /terminated early|unexpected end/i.test(message ?? '') ||
    code === 'ECONNRESET'
  ) {
    return new AppError(400, DOCUMENT_MSG.subidaIncompleta, 'upload_interrupted');
  }
  return error;
}

/**
 * Streams the file part through the guard (type by magic numbers, size while streaming) into the
 * storage. On any refusal or interruption the storage keeps nothing and the rest of the part is drained.
 */
async function storeIncomingFile(
  storage: Storage,
  key: string,
  incoming: IncomingFile,
  type: StoredFileType,
): Promise<StoredObject> {
  const source = incoming.file;
  const guard = new UploadGuard({ maxBytes: UPLOAD_MAX_BYTES, expectedType: type });
  // The storage may attach its pipeline only after an await: an early refusal must not go unhandled
  // meanwhile (the pipeline still sees it, the guard stays errored).
  guard.on('error', () => undefined);
  // Busboy stops at the limit without an error: turn its 'limit' into one.
  const onLimit = () => guard.destroy(new UploadRejectedError('too_large'));
  source.once('limit', onLimit);
  // A client that disconnects mid-upload ends the part early: fail the store, which removes its file.
  const stopWatching = finished(source, (error) => {
    if (error) {
      guard.destroy(error);
    }
  });
  source.pipe(guard);
  try {
    const stored = await storage.put(key, guard, { contentType: type });
    if (source.truncated) {
      await storage.delete(key);
      throw new UploadRejectedError('too_large');
    }
    return stored;
  } catch (error) {
    source.unpipe(guard);
    discard(source);
    throw toUploadError(error);
  } finally {
    source.off('limit', onLimit);
    stopWatching();
  }
}

export interface UploadInput {
  requestId: string;
  documentName: string;
  notes: string;
  /** Content-Length of the whole request, when the client announced it. */
  declaredLength: number | undefined;
}

/**
 * POST /api/tramite-requests/{id}/upload-document. Every check that needs no bytes runs before the
 * file is read; the row is written only once the file is completely stored, in one transaction with
 * the audit event and the automatic status move; if that transaction fails the stored file is removed.
 */
export async function uploadDocument(
  ctx: { db: Database; storage: Storage; actor: ActingUser; log: FastifyBaseLogger },
  input: UploadInput,
  receiveFile: () => Promise<IncomingFile | undefined>,
): Promise<DocumentMutation> {
  const { db, storage, actor } = ctx;
  if (input.declaredLength !== undefined && input.declaredLength > UPLOAD_REQUEST_MAX_BYTES) {
    throw tooLarge();
  }
  const request = await loadVisibleRequest(db, actor, input.requestId);
  assertOpen(request);
  const requirements = await findRequirements(db, request.id);
  const requiredName = matchRequirement(requirements?.requiredDocuments ?? [], input.documentName);

  const incoming = await receiveFile();
  if (incoming?.fieldname !== 'file') {
    if (incoming) {
      discard(incoming.file);
    }
    throw unprocessable(DOCUMENT_MSG.archivoRequerido, 'file');
  }
  const type = canonicalFileType(incoming.mimetype);
  if (!type) {
    discard(incoming.file);
    throw wrongType();
  }
  const filename = filenameForType(sanitizeFilename(incoming.filename), type);
  const key = randomUUID();
  const stored = await storeIncomingFile(storage, key, incoming, type);

  try {
    const result = await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, request.id);
      if (!locked) {
        throw notFound(MSG.solicitudNoEncontrada);
      }
      assertOpen(locked);
      const version = (await findLatestVersion(tx, locked.id, requiredName)) + 1;
      const replaced = await retireCurrentVersion(tx, locked.id, requiredName);
      const document = await insertDocument(tx, {
        requestId: locked.id,
        requiredName,
        version,
        isCurrent: true,
        status: 'pending',
        originalFilename: filename,
        storageKey: key,
        contentType: type,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        notes: input.notes,
        uploadedBy: actor.id,
      });
      await recordEvent(tx, {
        requestId: locked.id,
        performer: actor,
        action: 'document_uploaded',
        reason: `${requiredName} (versión ${version})`,
        metadata: {
          document_id: document.id,
          required_name: requiredName,
          version,
          filename,
          size_bytes: stored.size,
          sha256: stored.sha256,
          replaces: replaced ?? null,
        },
      });
      const { status } = await applyAutomaticFollowUps(tx, locked);
      return { document, status };
    });
    return { ...toDocumentDto(result.document), message: DOCUMENT_MSG.subido, request_status: result.status };
  } catch (error) {
    await storage.delete(key).catch((deleteError: unknown) => {
      ctx.log.error({ err: deleteError, key }, 'could not remove the file of a failed upload');
    });
    throw error;
  }
}

/** GET /api/tramite-requests/{id}/documents: the spec's document status response. */
export async function getDocumentStatus(
  db: Database,
  actor: ActingUser,
  requestId: string,
  now = new Date(),
): Promise<DocumentStatusResponse> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const [requirements, versions, reviews, progress] = await Promise.all([
    findRequirements(db, request.id),
    listRequestDocuments(db, request.id),
    listRequestReviews(db, request.id),
    getDocumentProgress(db, request),
  ]);
  const required = [...new Set(requirements?.requiredDocuments ?? [])];
  return {
    tramite_name: requirements?.tramiteName ?? '',
    total_required: progress.required,
    total_uploaded: progress.uploaded,
    total_approved: progress.approved,
    all_approved: progress.required > 0 && progress.approved >= progress.required,
    documents_status: required.map((requiredName) => {
      const mine = versions.filter((row) => row.requiredName === requiredName);
      const current = mine.find((row) => row.isCurrent);
      if (!current) {
        return { required_name: requiredName, uploaded: false, document: null };
      }
      return {
        required_name: requiredName,
        uploaded: current.status !== 'rejected',
        document: {
          id: current.id,
          status: current.status,
          current_filename: current.originalFilename,
          file_size: current.sizeBytes,
          content_type: current.contentType,
          version: current.version,
          updated_at: current.updatedAt.toISOString(),
          reviewed_at: current.reviewedAt?.toISOString() ?? null,
          current_review_notes: current.reviewNotes,
          rejection_reason: current.rejectionReason,
          requires_resubmission: current.status === 'rejected',
          priority_level: priorityLevel(documentAgeDays(current.createdAt, now)),
          review_history: reviews
            .filter((review) => review.requiredName === requiredName)
            .map((review) => ({
              reviewer_name: review.reviewerName,
              reviewed_at: review.reviewedAt.toISOString(),
              status: review.status,
              review_notes: review.reviewNotes,
            })),
          versions: mine.map((row) => ({
            id: row.id,
            version: row.version,
            status: row.status,
            current_filename: row.originalFilename,
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    }),
  };
}

/**
 * PUT /api/gestor/documents/{id}/review and PUT /api/admin/documents/{id}/validate: the assigned gestor
 * or an admin approves or rejects the current, pending version; the request moves on automatically.
 */
export async function reviewDocument(
  db: Database,
  actor: ActingUser,
  documentId: string,
  decision: ReviewDecision,
): Promise<DocumentMutation> {
  if (actor.role === 'cliente') {
    throw forbidden(MSG.sinPermiso);
  }
  const found = UUID.test(documentId) ? await findDocumentById(db, documentId) : undefined;
  if (!found) {
    throw notFound(DOCUMENT_MSG.documentoNoEncontrado);
  }
  await loadVisibleRequest(db, actor, found.requestId);
  const result = await db.transaction(async (tx) => {
    const request = (await lockRequest(tx, found.requestId))!;
    assertOpen(request);
    const document = (await lockDocument(tx, found.id))!;
    if (!document.isCurrent || document.status !== 'pending') {
      throw conflict(DOCUMENT_MSG.soloPendientes, 'document_not_pending');
    }
    const reviewedAt = new Date();
    const updated = await updateDocument(tx, document.id, {
      status: decision.status,
      reviewedBy: actor.id,
      reviewedAt,
      reviewNotes: decision.reviewNotes || null,
      rejectionReason: decision.rejectionReason,
    });
    await insertDocumentReview(tx, {
      documentId: document.id,
      reviewerId: actor.id,
      status: decision.status,
      reviewNotes: decision.reviewNotes,
      reviewedAt,
    });
    const isApproved = decision.status === 'approved';
    await recordEvent(tx, {
      requestId: request.id,
      performer: actor,
      action: isApproved ? 'document_approved' : 'document_rejected',
      reason: isApproved
        ? `${document.requiredName} aprobado${decision.reviewNotes ? `: ${decision.reviewNotes}` : ''}`
        : `${document.requiredName} rechazado: ${decision.rejectionReason}`,
      metadata: { document_id: document.id, required_name: document.requiredName, version: document.version },
      // The client must learn why, and what to do next.
      chatMessage: isApproved
        ? undefined
        : `El documento "${document.requiredName}" fue rechazado. Motivo: ${decision.rejectionReason?.replace(/[.\s]+$/, '')}. Sube una nueva versión.`,
    });
    const progress = await getDocumentProgress(tx, request);
    if (isApproved && progress.required > 0 && progress.approved >= progress.required) {
      await recordEvent(tx, {
        requestId: request.id,
        performer: 'system',
        action: 'documents_all_approved',
        reason: DOCUMENT_MSG.todosAprobados,
        chatMessage: DOCUMENT_MSG.todosAprobados,
      });
    }
    const { status } = await applyAutomaticFollowUps(tx, request);
    return { document: updated, status };
  });
  return {
    ...toDocumentDto(result.document),
    message: decision.status === 'approved' ? DOCUMENT_MSG.aprobado : DOCUMENT_MSG.rechazado,
    request_status: result.status,
  };
}

/** A gestor works on their assigned requests (none while pending approval); an admin on all. */
function scopeFor(actor: ActingUser): DocumentScope | null {
  if (actor.role === 'admin') {
    return { kind: 'all' };
  }
  if (actor.role === 'gestor' && actor.isApproved) {
    return { kind: 'gestor', userId: actor.id };
  }
  return null;
}

function toGestorDocument(row: DocumentListRow): GestorDocument {
  return {
    id: row.id,
    status: row.status,
    client_name: row.clientName,
    tramite_name: row.tramiteName,
    tramite_request_id: row.requestId,
    required_document_name: row.requiredName,
    current_filename: row.filename,
    file_size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

// Mexico City has kept UTC-6 all year since 2022 (no daylight saving time).
const mexicoCityMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00-06:00`);

function mondayOf(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** GET /api/gestor/pending-documents: current versions of the gestor's open requests, oldest first. */
export async function listGestorDocuments(
  db: Database,
  actor: ActingUser,
  query: { status: GestorDocumentFilter; search?: string; from?: string; limit: number; offset: number },
): Promise<{ documents: GestorDocument[]; total: number }> {
  const scope = scopeFor(actor);
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
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** GET /api/admin/documents/all: every current version, newest first. */
export async function listAllDocuments(
  db: Database,
  query: { status?: GestorDocument['status']; limit: number; offset: number },
): Promise<{ documents: GestorDocument[]; total: number }> {
  const { rows, total } = await listCurrentDocuments(db, {
    scope: { kind: 'all' },
    onlyOpenRequests: false,
    order: 'newest',
    ...query,
  });
  return { documents: rows.map(toGestorDocument), total };
}

/** GET /api/gestor/metrics: real counts; a gestor's own reviews and requests, an admin's everybody's. */
export async function getGestorMetrics(
  db: Database,
  actor: ActingUser,
  now = new Date(),
): Promise<GestorMetrics> {
  const scope = scopeFor(actor);
  if (!scope) {
    return {
      hoy: 0,
      esta_semana: 0,
      tiempo_promedio: 0,
      total_revisados: 0,
      pendientes: 0,
      documentos_totales: 0,
    };
  }
  const today = mexicoCityDate(now);
  const [reviews, documentsInScope] = await Promise.all([
    summarizeReviews(db, {
      reviewerId: scope.kind === 'gestor' ? actor.id : undefined,
      todayStart: mexicoCityMidnight(today),
      weekStart: mexicoCityMidnight(mondayOf(today)),
    }),
    countScopeDocuments(db, scope),
  ]);
  return {
    hoy: reviews.today,
    esta_semana: reviews.week,
    tiempo_promedio: reviews.averageDays === null ? 0 : Math.round(reviews.averageDays * 10) / 10,
    total_revisados: reviews.total,
    pendientes: documentsInScope.pending,
    documentos_totales: documentsInScope.total,
  };
}

/**
 * GET /api/documents/{id}/download, for the request's client, its assigned gestor and admins. Any
 * version may be downloaded; the bytes are checked against the recorded SHA-256 as they stream out.
 */
export async function openDocumentDownload(
  ctx: { db: Database; storage: Storage; actor: ActingUser; log: FastifyBaseLogger },
  documentId: string,
): Promise<{ stream: Readable; filename: string; contentType: string; size: number }> {
  const document = UUID.test(documentId) ? await findDocumentById(ctx.db, documentId) : undefined;
  if (!document) {
    throw notFound(DOCUMENT_MSG.documentoNoEncontrado);
  }
  await loadVisibleRequest(ctx.db, ctx.actor, document.requestId);
  let source: Readable;
  try {
    source = await ctx.storage.get(document.storageKey);
  } catch (error) {
    if (error instanceof StorageObjectNotFoundError) {
      ctx.log.error({ documentId: document.id, key: document.storageKey }, 'stored file is missing');
      throw notFound(DOCUMENT_MSG.archivoNoDisponible);
    }
    throw error;
  }
  // pipeline: a failed check or a client that goes away closes the stored file too.
  const checked = pipeline(
    source,
    new IntegrityCheck({ size: document.sizeBytes, sha256: document.sha256 }),
    (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        ctx.log.error({ err: error, documentId: document.id }, 'document download failed');
      }
    },
  );
  return {
    stream: checked,
    filename: document.originalFilename,
    contentType: document.contentType,
    size: document.sizeBytes,
  };
}
