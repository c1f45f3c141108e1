import type { DocumentProgress } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { getTramite } from '../catalog/catalog.service.ts';
import { countCurrentByStatus } from './documents.repository.ts';

/**
 * Where the request's required documents stand, counted on the current version of each requirement:
 * a rejected current version does not count as uploaded (it must be uploaded again). Versions for a
 * name the procedure no longer requires are ignored.
 */
export async function getDocumentProgress(
  db: DbOrTx,
  request: { id: string; tramiteId: number },
): Promise<DocumentProgress> {
  const tramite = await getTramite(db, request.tramiteId);
  const required = [...new Set(tramite?.requiredDocuments ?? [])];
  if (required.length === 0) {
    return { required: 0, uploaded: 0, approved: 0, rejected: 0 };
  }
  const counts = await countCurrentByStatus(db, request.id, required);
  return { required: required.length, ...counts };
}
