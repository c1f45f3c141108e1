import type { DocumentProgress } from '@tramites/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { findTramiteById } from '../catalog/catalog.repository.ts';
import type { RequestRow } from './requests.repository.ts';

/**
 * Where the request's required documents stand, counted on the current version of each requirement:
 * a rejected current version does not count as uploaded (it must be uploaded again). Versions for a
 * name the procedure no longer requires are ignored.
 */
export async function getDocumentProgress(db: DbOrTx, request: RequestRow): Promise<DocumentProgress> {
  const tramite = await findTramiteById(db, request.tramiteId);
  const required = [...new Set(tramite?.requiredDocuments ?? [])];
  if (required.length === 0) {
    return { required: 0, uploaded: 0, approved: 0, rejected: 0 };
  }
  const [row] = await db
    .select({
      uploaded: sql<number>`count(*) filter (where ${documents.status} <> 'rejected')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${documents.status} = 'approved')`.mapWith(Number),
      rejected: sql<number>`count(*) filter (where ${documents.status} = 'rejected')`.mapWith(Number),
    })
    .from(documents)
    .where(
      and(
        eq(documents.requestId, request.id),
        eq(documents.isCurrent, true),
        inArray(documents.requiredName, required),
      ),
    );
  return {
    required: required.length,
    uploaded: row?.uploaded ?? 0,
    approved: row?.approved ?? 0,
    rejected: row?.rejected ?? 0,
  };
}
