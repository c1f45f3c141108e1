import { type DocumentStatusResponse, documentAgeDays, priorityLevel } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { getTramite } from '../catalog/catalog.service.ts';
import { progressOf } from './document-progress.service.ts';
import { listRequestDocuments, listRequestReviews } from './documents.repository.ts';
import { getRequestRequirements } from './request-requirements.ts';

/** GET /api/tramite-requests/{id}/documents: the spec's document status response. */
export async function getDocumentStatus(
  db: Database,
  actor: Actor,
  requestId: string,
  now = new Date(),
): Promise<DocumentStatusResponse> {
  const request = await loadVisibleRequest(db, actor, requestId);
  // The request was read once (access); its parts in parallel, and the progress from the versions read.
  const [tramite, versions, reviews, requirements] = await Promise.all([
    getTramite(db, request.tramiteId),
    listRequestDocuments(db, request.id),
    listRequestReviews(db, request.id),
    getRequestRequirements(db, request),
  ]);
  const progress = progressOf(requirements, versions);
  return {
    tramite_name: tramite?.name ?? request.tramiteName,
    total_required: progress.required,
    total_uploaded: progress.uploaded,
    total_approved: progress.approved,
    all_approved: progress.required > 0 && progress.approved >= progress.required,
    documents_status: requirements.map((requirement) => {
      const requiredName = requirement.name;
      const mine = versions.filter((row) => row.requiredName === requiredName);
      const current = mine.find((row) => row.isCurrent);
      const accepts = {
        required_name: requiredName,
        is_required: requirement.isRequired,
        accepted_types: [...requirement.mimeTypes],
        max_file_size_mb: Math.round(requirement.maxBytes / (1024 * 1024)),
      };
      if (!current) {
        return { ...accepts, uploaded: false, document: null };
      }
      return {
        ...accepts,
        uploaded: current.status !== 'rejected',
        document: {
          id: current.id,
          status: current.status,
          current_filename: current.originalFilename,
          file_size: current.sizeBytes,
          content_type: current.contentType,
          version: current.version,
          uploaded_at: current.createdAt.toISOString(),
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
