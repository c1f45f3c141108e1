import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import {
  canonicalFileType,
  DOCUMENT_MSG,
  type DocumentMutation,
  filenameForType,
  foldAccents,
  MSG,
  type StoredFileType,
  sanitizeFilename,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import type { Storage, StoredObject } from '../../lib/storage/index.ts';
import { getTramite } from '../catalog/catalog.service.ts';
import { publishRequestEvent } from '../live/live-events.service.ts';
import { notifyDocumentUploaded } from '../notifications/notification-rules.ts';
import { loadVisibleRequest, lockRequest } from '../requests/request-access.service.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import { applyAutomaticFollowUps } from '../requests/request-transition.service.ts';
import { assertOpen, toDocumentDto } from './document-dto.ts';
import { findLatestVersion, insertDocument, retireCurrentVersion } from './documents.repository.ts';
import { UploadGuard, UploadRejectedError } from './upload-guard.ts';

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

const normalizeName = (value: string) => foldAccents(value).replace(/\s+/g, ' ').trim();

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
  ctx: { db: Database; storage: Storage; actor: Actor; log: FastifyBaseLogger },
  input: UploadInput,
  receiveFile: () => Promise<IncomingFile | undefined>,
): Promise<DocumentMutation> {
  const { db, storage, actor } = ctx;
  if (input.declaredLength !== undefined && input.declaredLength > UPLOAD_REQUEST_MAX_BYTES) {
    throw tooLarge();
  }
  const request = await loadVisibleRequest(db, actor, input.requestId);
  assertOpen(request);
  const tramite = await getTramite(db, request.tramiteId);
  const requiredName = matchRequirement(tramite?.requiredDocuments ?? [], input.documentName);

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
      await publishRequestEvent(tx, locked, 'document.updated', {
        tramite_request_id: locked.id,
        document_id: document.id,
        required_name: requiredName,
        status: document.status,
        rejection_reason: null,
      });
      await notifyDocumentUploaded(tx, locked, {
        uploaderId: actor.id,
        uploaderName: actor.name,
        requiredName,
        version,
      });
      const { status } = await applyAutomaticFollowUps(tx, locked, { cause: actor });
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
