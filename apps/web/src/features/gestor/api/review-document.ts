import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type BatchResult, type ReviewDecisionBody, runBatchReview } from '../gestor-documents.ts';

/** PUT /api/gestor/documents/{id}/review: approve with notes, or reject with a reason. */
export const reviewGestorDocument = (documentId: string, decision: ReviewDecisionBody) =>
  api.put<DocumentMutation>(`/gestor/documents/${encodeURIComponent(documentId)}/review`, decision);

/** A review may move the request on (automatic transitions): refresh every list that shows it. */
function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
      queryClient.invalidateQueries({ queryKey: queryKeys.requests }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
}

export interface ReviewVariables {
  documentId: string;
  decision: ReviewDecisionBody;
}

/**
 * The callbacks are the hook's own, not mutate()'s: a reviewed row leaves the list when it refreshes
 * and unmounts, and mutate()'s callbacks would then never run.
 */
export function useReviewDocument(
  callbacks: {
    onSuccess?: (result: DocumentMutation, variables: ReviewVariables) => void;
    onError?: (error: Error, variables: ReviewVariables) => void;
  } = {},
) {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ documentId, decision }: ReviewVariables) => reviewGestorDocument(documentId, decision),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: refresh,
  });
}

export function useBatchReview() {
  const refresh = useRefreshAfterReview();
  return useMutation<BatchResult, Error, { ids: string[]; decision: ReviewDecisionBody }>({
    mutationFn: ({ ids, decision }) => runBatchReview(ids, decision, reviewGestorDocument),
    onSettled: refresh,
  });
}
