import { pipeline, type Readable } from 'node:stream';
import { ACCESS_LOG_MSG, DOCUMENT_MSG, isPreviewableContentType } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { type Storage, StorageObjectNotFoundError } from '../../lib/storage/index.ts';
import { recordDocumentAccess } from '../privacy/document-access-log.ts';
import { isPurged } from '../privacy/document-file-purge.ts';
import { UUID } from './document-dto.ts';
import { findDocumentById } from './documents.repository.ts';
import { IntegrityCheck } from './upload-guard.ts';

export interface OpenedDocument {
  stream: Readable;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * GET /api/documents/{id}/download (`descarga`) and GET /api/documents/{id}/preview (`vista_previa`), for
 * the request's client, its assigned gestor and admins. Any version may be read; the bytes are checked
 * against the recorded SHA-256 as they stream out. The access is logged once the file is open and before
 * its first byte leaves (issue 25): a refused or failed access is not logged, a served one always is.
 */
export async function openDocumentFile(
  ctx: { db: Database; storage: Storage; actor: Actor; log: FastifyBaseLogger; ip: string | null },
  documentId: string,
  action: 'descarga' | 'vista_previa',
): Promise<OpenedDocument> {
  const document = UUID.test(documentId) ? await findDocumentById(ctx.db, documentId) : undefined;
  if (!document) {
    throw notFound(DOCUMENT_MSG.documentoNoEncontrado);
  }
  await loadVisibleRequest(ctx.db, ctx.actor, document.requestId);
  if (isPurged(document)) {
    throw new AppError(410, ACCESS_LOG_MSG.documentoPurgado, 'document_purged');
  }
  if (action === 'vista_previa' && !isPreviewableContentType(document.contentType)) {
    throw new AppError(415, ACCESS_LOG_MSG.vistaPreviaNoDisponible, 'unsupported_media_type');
  }
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
  try {
    await recordDocumentAccess(ctx.db, { document, performer: ctx.actor, action, ip: ctx.ip });
  } catch (error) {
    // No log line, no bytes: the open file is closed and the error answers the call.
    source.destroy();
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
