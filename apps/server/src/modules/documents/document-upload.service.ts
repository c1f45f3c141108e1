import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import {
  canonicalFileType,
  claimedEfirmaType,
  DOCUMENT_MSG,
  type DocumentMutation,
  FORM_ANSWER_MESSAGES,
  FORM_FILE_MAX_MB_MAX,
  filenameForType,
  foldAccents,
  MSG,
  STORED_FILE_TYPES,
  type StoredFileType,
  sanitizeFilename,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest, lockRequest } from '../../lib/request-access.ts';
import type { Storage, StoredObject } from '../../lib/storage/index.ts';
import { requestEventInsert } from '../live/live-events.service.ts';
import { notifyDocumentUploaded } from '../notifications/notification-rules.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import { applyAutomaticFollowUps } from '../requests/request-transition.service.ts';
import { assertOpen, toDocumentDto } from './document-dto.ts';
import { findLatestVersion, insertDocument, retireCurrentVersion } from './documents.repository.ts';
import { type DocumentRequirement, getRequestRequirements } from './request-requirements.ts';
import { type UploadFileType, UploadGuard, UploadRejectedError } from './upload-guard.ts';

/** Room for the multipart part headers and the boundary around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The largest multipart request worth reading for a requirement of the procedure's list (10 MB files). A
 * request that announces more is refused before a byte of it is read.
 */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const isStoredFileType = (type: UploadFileType): type is StoredFileType =>
  (STORED_FILE_TYPES as readonly string[]).includes(type);

const wrongType = () => new AppError(415, MSG.archivoTipo, 'unsupported_file_type');

/**
 * Too large for the requirement: 413 as every upload (DESIGN section 5); for a form's file field, whose limit
 * the admin chose, with the form's message (as the browser's preview says it).
 */
const tooLargeFor = (requirement: DocumentRequirement | null) =>
  requirement?.field
    ? new AppError(413, FORM_ANSWER_MESSAGES.tamanoArchivo(requirement.field.maxMb), 'too_large', [
        { field: 'file', message: FORM_ANSWER_MESSAGES.tamanoArchivo(requirement.field.maxMb) },
      ])
    : new AppError(413, MSG.archivoGrande, 'too_large');

/** The file part of a multipart upload, as @fastify/multipart hands it over (a stream, never a buffer). */
export interface IncomingFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

const normalizeName = (value: string) => foldAccents(value).replace(/\s+/g, ' ').trim();

/**
 * The requirement as the request spells it; tolerant of case, accents and spacing in the request. A form's
 * file field may also be named by its field name.
 */
function matchRequirement(
  requirements: readonly DocumentRequirement[],
  documentName: string,
): DocumentRequirement {
  const exact = requirements.find((requirement) => requirement.name === documentName);
  if (exact) {
    return exact;
  }
  const wanted = normalizeName(documentName);
  const loose = requirements.find(
    (requirement) => normalizeName(requirement.name) === wanted || requirement.field?.name === documentName,
  );
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

function toUploadError(error: unknown, requirement: DocumentRequirement): unknown {
  if (error instanceof UploadRejectedError) {
    if (error.reason === 'too_large') {
      return tooLargeFor(requirement);
    }
    return error.reason === 'empty' ? unprocessable(DOCUMENT_MSG.archivoVacio, 'file') : wrongType();
  }
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLargeFor(requirement);
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
  type: UploadFileType,
  requirement: DocumentRequirement,
): Promise<StoredObject> {
  const source = incoming.file;
  const guard = new UploadGuard({ maxBytes: requirement.maxBytes, expectedType: type });
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
    throw toUploadError(error, requirement);
  } finally {
    source.off('limit', onLimit);
    stopWatching();
  }
}

/**
 * Stores one uploaded file outside the documents' list (a transfer comprobante): the same guard (type by
 * its first bytes, size while streaming) and the same errors (413, 415, 422, 400) as a document.
 */
export async function storeGuardedFile(
  storage: Storage,
  incoming: IncomingFile,
  options: { label: string; maxBytes: number },
): Promise<{ key: string; filename: string; type: StoredFileType; stored: StoredObject }> {
  const type = canonicalFileType(incoming.mimetype);
  if (!type) {
    discard(incoming.file);
    throw wrongType();
  }
  const requirement: DocumentRequirement = {
    name: options.label,
    isRequired: true,
    mimeTypes: [type],
    maxBytes: options.maxBytes,
    field: null,
  };
  const key = randomUUID();
  const stored = await storeIncomingFile(storage, key, incoming, type, requirement);
  return { key, filename: filenameForType(sanitizeFilename(incoming.filename), type), type, stored };
}

/** Discards a file part the caller will not store (wrong field name), so the client still gets an answer. */
export const discardIncomingFile = (incoming: IncomingFile): void => discard(incoming.file);

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
  ctx: {
    db: Database;
    storage: Storage;
    actor: Actor;
    log: FastifyBaseLogger;
    /** The procedure's required documents: the catalogue cache's copy on the route (no statement). */
    findTramite?: Parameters<typeof getRequestRequirements>[2];
  },
  input: UploadInput,
  /** Reads the file part, with the multipart parser stopping at `maxBytes`. */
  receiveFile: (maxBytes: number) => Promise<IncomingFile | undefined>,
): Promise<DocumentMutation> {
  const { db, storage, actor } = ctx;
  const isDeclaredOver = (maxBytes: number) =>
    input.declaredLength !== undefined && input.declaredLength > maxBytes + MULTIPART_OVERHEAD_BYTES;
  if (isDeclaredOver(FORM_FILE_MAX_MB_MAX * 1024 * 1024)) {
    throw tooLargeFor(null);
  }
  const request = await loadVisibleRequest(db, actor, input.requestId);
  assertOpen(request);
  const requirement = matchRequirement(
    await getRequestRequirements(db, request, ctx.findTramite),
    input.documentName,
  );
  const requiredName = requirement.name;
  if (isDeclaredOver(requirement.maxBytes)) {
    throw tooLargeFor(requirement);
  }

  const incoming = await receiveFile(requirement.maxBytes);
  if (incoming?.fieldname !== 'file') {
    if (incoming) {
      discard(incoming.file);
    }
    throw unprocessable(DOCUMENT_MSG.archivoRequerido, 'file');
  }
  // An e.firma requirement takes its .cer/.key, whose declared types vary (a .key has none): the extension
  // says which one it claims to be, and the guard checks the bytes all the same.
  const type: UploadFileType | null =
    canonicalFileType(incoming.mimetype) ??
    claimedEfirmaType(incoming.mimetype, incoming.filename, requirement.mimeTypes);
  if (!type) {
    discard(incoming.file);
    throw wrongType();
  }
  // A form's file field may admit fewer types than the platform (only PDF, only images).
  if (!requirement.mimeTypes.includes(type)) {
    discard(incoming.file);
    const message = requirement.field ? FORM_ANSWER_MESSAGES.tipoArchivo(requirement.field.kinds) : undefined;
    throw message
      ? new AppError(415, message, 'unsupported_file_type', [{ field: 'file', message }])
      : wrongType();
  }
  // An e.firma file was claimed by its extension: it already ends with it.
  const filename = isStoredFileType(type)
    ? filenameForType(sanitizeFilename(incoming.filename), type)
    : sanitizeFilename(incoming.filename);
  const key = randomUUID();
  const stored = await storeIncomingFile(storage, key, incoming, type, requirement);

  try {
    const result = await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, request.id);
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
      const documentEvent = requestEventInsert(tx, locked, 'document.updated', {
        tramite_request_id: locked.id,
        document_id: document.id,
        required_name: requiredName,
        status: document.status,
        rejection_reason: null,
      });
      await recordEvent(
        tx,
        {
          request: locked,
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
        },
        { document_event: documentEvent },
      );
      await notifyDocumentUploaded(tx, locked, {
        uploaderId: actor.id,
        uploaderName: actor.name,
        requiredName,
        version,
      });
      const { status } = await applyAutomaticFollowUps(tx, locked, {
        cause: actor,
        findTramite: ctx.findTramite,
      });
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
