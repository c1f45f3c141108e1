import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateDocumentQueries } from '../../../lib/query-keys.ts';
import { type BatchResult, type ReviewDecisionBody, runBatchReview } from '../gestor-documents.ts';

/**
 * PUT /api/gestor/documents/{id}/review (gestor or admin): {status:'approved', review_notes} or
 * {status:'rejected', rejection_reason} (the reason is required).
 */
export const reviewDocument = (documentId: string, decision: ReviewDecisionBody) =>
  api.put<DocumentMutation>(`/gestor/documents/${encodeURIComponent(documentId)}/review`, decision);

export interface ReviewDocumentVariables {
  documentId: string;
  decision: ReviewDecisionBody;
}

/**
 * A review may move the solicitud on (automatic transitions): every list that shows it refreshes. Also
 * after a failure, which usually means the document was reviewed meanwhile and the list is stale.
 */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, decision }: ReviewDocumentVariables) => reviewDocument(documentId, decision),
    onSettled: () => invalidateDocumentQueries(queryClient),
  });
}

/** One review per selected document, in parallel (spec section 7); failures are reported per document. */
export function useBatchReview() {
  const queryClient = useQueryClient();
  return useMutation<BatchResult, Error, { ids: string[]; decision: ReviewDecisionBody }>({
    mutationFn: ({ ids, decision }) => runBatchReview(ids, decision, reviewDocument),
    onSettled: () => invalidateDocumentQueries(queryClient),
  });
}
