import {
  type DocumentStatusResponse,
  documentAgeDays,
  documentsPurgeDate,
  isTerminalStatus,
  priorityLevel,
  type RequestStatus,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { checkVisibleRequest, isRequestId } from '../../lib/request-access.ts';
import type { CatalogCache } from '../catalog/catalog.service.ts';
import { progressOf } from './document-progress.service.ts';
import { findRequestWithDocuments } from './documents.repository.ts';
import { getRequestRequirements, withRetiredRequirements } from './request-requirements.ts';

interface Review {
  id: string;
  status: 'approved' | 'rejected';
  reviewNotes: string;
  reviewedAt: Date;
  reviewerName: string;
}

/** A closed request's files are kept until the retention purge (issue 25); an open one's, as long as it is open. */
function filesKeptUntil(
  request: { status: string; closedAt: Date | null; purgeWarnedAt: Date | null },
  retentionDays: number,
  now: Date,
): string | null {
  if (!request.closedAt || !isTerminalStatus(request.status as RequestStatus)) {
    return null;
  }
  return documentsPurgeDate(
    { closedAt: request.closedAt, purgeWarnedAt: request.purgeWarnedAt, retentionDays },
    now,
  ).toISOString();
}

/**
 * GET /api/tramite-requests/{id}/documents: the spec's document status response. One statement reads the
 * request (for the access check) with its versions and their reviews; the procedure and the form version
 * its requirements come from are in memory (the catalogue cache, frozen versions).
 */
export async function getDocumentStatus(
  db: Database,
  catalog: CatalogCache,
  actor: Actor,
  requestId: string,
  /** DOCUMENT_RETENTION_DAYS: until when a closed request's files are kept. */
  retentionDays: number,
  now = new Date(),
): Promise<DocumentStatusResponse> {
  const rows = isRequestId(requestId) ? await findRequestWithDocuments(db, requestId) : [];
  const request = checkVisibleRequest(actor, rows[0]?.request);
  const [tramite, requirements] = await Promise.all([
    catalog.tramite(request.tramiteId),
    getRequestRequirements(db, request, (id) => catalog.tramite(id)),
  ]);
  // A version comes once per review: its rows are next to each other.
  const versions: NonNullable<(typeof rows)[number]['document']>[] = [];
  const reviewsByName = new Map<string, Review[]>();
  for (const row of rows) {
    const document = row.document;
    if (!document) {
      continue;
    }
    if (versions.at(-1)?.id !== document.id) {
      versions.push(document);
    }
    if (row.reviewId !== null) {
      const reviews = reviewsByName.get(document.requiredName) ?? [];
      reviews.push({
        id: row.reviewId,
        status: row.reviewStatus!,
        reviewNotes: row.reviewNotes!,
        reviewedAt: row.reviewedAt!,
        reviewerName: row.reviewerName!,
      });
      reviewsByName.set(document.requiredName, reviews);
    }
  }
  // A requirement's history runs over all its versions, oldest review first.
  for (const reviews of reviewsByName.values()) {
    reviews.sort(
      (a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }
  const progress = progressOf(requirements, versions);
  return {
    tramite_name: tramite?.name ?? request.tramiteName,
    total_required: progress.required,
    total_uploaded: progress.uploaded,
    total_approved: progress.approved,
    all_approved: progress.required > 0 && progress.approved >= progress.required,
    files_kept_until: filesKeptUntil(request, retentionDays, now),
    documents_status: withRetiredRequirements(
      requirements,
      versions.map((row) => row.requiredName),
    ).map((requirement) => {
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
          review_history: (reviewsByName.get(requiredName) ?? []).map((review) => ({
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
            purged_at: row.purgedAt?.toISOString() ?? null,
          })),
          purged_at: current.purgedAt?.toISOString() ?? null,
        },
      };
    }),
  };
}
