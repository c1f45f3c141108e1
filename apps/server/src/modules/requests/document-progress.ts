import type { DocumentProgress } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findTramiteById } from '../catalog/catalog.repository.ts';
import type { RequestRow } from './requests.repository.ts';

/**
 * Where the request's required documents stand. Until the documents module records uploads,
 * every required document counts as missing.
 */
export async function getDocumentProgress(db: DbOrTx, request: RequestRow): Promise<DocumentProgress> {
  const tramite = await findTramiteById(db, request.tramiteId);
  return { required: tramite?.requiredDocuments.length ?? 0, uploaded: 0, approved: 0, rejected: 0 };
}
