import { pipeline, type Readable } from 'node:stream';
import { DOCUMENT_MSG } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { type Storage, StorageObjectNotFoundError } from '../../lib/storage/index.ts';
import { UUID } from './document-dto.ts';
import { findDocumentById } from './documents.repository.ts';
import { IntegrityCheck } from './upload-guard.ts';

/**
 * GET /api/documents/{id}/download, for the request's client, its assigned gestor and admins. Any
 * version may be downloaded; the bytes are checked against the recorded SHA-256 as they stream out.
 */
export async function openDocumentDownload(
  ctx: { db: Database; storage: Storage; actor: Actor; log: FastifyBaseLogger },
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
