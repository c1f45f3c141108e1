import { DOCUMENT_MSG, type DocumentMutation, MSG, type ReviewDecision } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { loadVisibleRequest, lockRequest } from '../../lib/request-access.ts';
import { publishRequestEvent } from '../live/live-events.service.ts';
import { notifyDocumentRejected, notifyDocumentsApproved } from '../notifications/notification-rules.ts';
import { recordDocumentAccess } from '../privacy/document-access-log.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import { applyAutomaticFollowUps } from '../requests/request-transition.service.ts';
import { assertOpen, toDocumentDto, UUID } from './document-dto.ts';
import { getDocumentProgress } from './document-progress.service.ts';
import {
  findDocumentById,
  insertDocumentReview,
  lockDocument,
  updateDocument,
} from './documents.repository.ts';

/**
 * PUT /api/gestor/documents/{id}/review and PUT /api/admin/documents/{id}/validate: the assigned gestor
 * or an admin approves or rejects the current, pending version; the request moves on automatically. The
 * decision is a line of the document access log (issue 25), written in the same transaction. `ip` is the
 * caller's (null for the demo seed).
 */
export async function reviewDocument(
  db: Database,
  actor: Actor,
  documentId: string,
  decision: ReviewDecision,
  origin: { ip: string | null } = { ip: null },
): Promise<DocumentMutation> {
  if (actor.role === 'cliente') {
    throw forbidden(MSG.sinPermiso);
  }
  const found = UUID.test(documentId) ? await findDocumentById(db, documentId) : undefined;
  if (!found) {
    throw notFound(DOCUMENT_MSG.documentoNoEncontrado);
  }
  await loadVisibleRequest(db, actor, found.requestId);
  const result = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, found.requestId);
    assertOpen(request);
    const document = (await lockDocument(tx, found.id))!;
    if (!document.isCurrent || document.status !== 'pending') {
      throw conflict(DOCUMENT_MSG.soloPendientes, 'document_not_pending');
    }
    const reviewedAt = new Date();
    const updated = await updateDocument(tx, document.id, {
      status: decision.status,
      reviewedBy: actor.id,
      reviewedAt,
      reviewNotes: decision.reviewNotes || null,
      rejectionReason: decision.rejectionReason,
    });
    await insertDocumentReview(tx, {
      documentId: document.id,
      reviewerId: actor.id,
      status: decision.status,
      reviewNotes: decision.reviewNotes,
      reviewedAt,
    });
    const isApproved = decision.status === 'approved';
    await recordDocumentAccess(tx, {
      document,
      performer: actor,
      action: isApproved ? 'aprobacion' : 'rechazo',
      ip: origin.ip,
    });
    await recordEvent(tx, {
      request,
      performer: actor,
      action: isApproved ? 'document_approved' : 'document_rejected',
      reason: isApproved
        ? `${document.requiredName} aprobado${decision.reviewNotes ? `: ${decision.reviewNotes}` : ''}`
        : `${document.requiredName} rechazado: ${decision.rejectionReason}`,
      metadata: { document_id: document.id, required_name: document.requiredName, version: document.version },
      // The client must learn why, and what to do next.
      chatMessage: isApproved
        ? undefined
        : `El documento "${document.requiredName}" fue rechazado. Motivo: ${decision.rejectionReason?.replace(/[.\s]+$/, '')}. Sube una nueva versión.`,
    });
    await publishRequestEvent(tx, request, 'document.updated', {
      tramite_request_id: request.id,
      document_id: updated.id,
      required_name: updated.requiredName,
      status: updated.status,
      rejection_reason: updated.rejectionReason,
    });
    if (!isApproved) {
      await notifyDocumentRejected(tx, request, {
        requiredName: document.requiredName,
        reason: decision.rejectionReason ?? '',
      });
    }
    const progress = await getDocumentProgress(tx, request);
    const isAllApproved = isApproved && progress.required > 0 && progress.approved >= progress.required;
    if (isAllApproved) {
      await recordEvent(tx, {
        request,
        performer: 'system',
        action: 'documents_all_approved',
        reason: DOCUMENT_MSG.todosAprobados,
        chatMessage: DOCUMENT_MSG.todosAprobados,
      });
      await notifyDocumentsApproved(tx, request);
    }
    // "All approved" already tells the client that the case moves on to processing.
    const { status } = await applyAutomaticFollowUps(tx, request, {
      cause: actor,
      announce: !isAllApproved,
      progress,
    });
    return { document: updated, status };
  });
  return {
    ...toDocumentDto(result.document),
    message: decision.status === 'approved' ? DOCUMENT_MSG.aprobado : DOCUMENT_MSG.rechazado,
    request_status: result.status,
  };
}
