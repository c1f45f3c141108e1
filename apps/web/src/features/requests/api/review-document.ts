import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateRequestQueries } from './request-keys.ts';

export type ReviewDocumentInput =
  | { documentId: string; status: 'approved'; reviewNotes?: string }
  | { documentId: string; status: 'rejected'; rejectionReason: string };

/**
 * PUT /api/gestor/documents/{id}/review: {status:'approved', review_notes} or
 * {status:'rejected', rejection_reason} (the reason is required).
 */
export function reviewDocument(input: ReviewDocumentInput) {
  const body =
    input.status === 'approved'
      ? { status: 'approved' as const, review_notes: input.reviewNotes?.trim() || undefined }
      : { status: 'rejected' as const, rejection_reason: input.rejectionReason.trim() };
  return api.put<DocumentMutation>(`/gestor/documents/${encodeURIComponent(input.documentId)}/review`, body);
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    // The request may move (en revisión → rechazados / en proceso); the panels' lists change too.
    onSuccess: () =>
      Promise.all([
        invalidateRequestQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
      ]),
  });
}
