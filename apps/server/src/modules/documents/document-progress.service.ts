import type { DocumentProgress } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { countCurrentByStatus } from './documents.repository.ts';
import { type DocumentRequirement, getRequestRequirements } from './request-requirements.ts';

/**
 * Where the request's required documents stand, counted on the current version of each requirement:
 * a rejected current version does not count as uploaded (it must be uploaded again). Versions for a
 * name no longer required (the procedure's list changed) and optional form documents are not counted.
 */
export async function getDocumentProgress(
  db: DbOrTx,
  request: Parameters<typeof getRequestRequirements>[1] & { id: string },
  /** The catalogue cache's copy of the procedure, when the caller has it (no statement). */
  findTramite?: Parameters<typeof getRequestRequirements>[2],
): Promise<DocumentProgress> {
  const required = (await getRequestRequirements(db, request, findTramite))
    .filter((requirement) => requirement.isRequired)
    .map((requirement) => requirement.name);
  if (required.length === 0) {
    return { required: 0, uploaded: 0, approved: 0, rejected: 0 };
  }
  const counts = await countCurrentByStatus(db, request.id, required);
  return { required: required.length, ...counts };
}

/**
 * The same figures from the request's versions already in hand (the document status page lists them
 * all): no second read of the documents.
 */
export function progressOf(
  requirements: readonly DocumentRequirement[],
  versions: readonly { requiredName: string; isCurrent: boolean; status: string }[],
): DocumentProgress {
  const required = new Set(requirements.filter((requirement) => requirement.isRequired).map((r) => r.name));
  const current = versions.filter((row) => row.isCurrent && required.has(row.requiredName));
  return {
    required: required.size,
    uploaded: current.filter((row) => row.status !== 'rejected').length,
    approved: current.filter((row) => row.status === 'approved').length,
    rejected: current.filter((row) => row.status === 'rejected').length,
  };
}
