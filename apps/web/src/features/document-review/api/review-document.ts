import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateDocumentQueries } from '../../../lib/query-keys.ts';

export type ReviewBody =
  | { status: 'approved'; review_notes?: string }
  | { status: 'rejected'; rejection_reason: string };

/**
 * PUT /api/gestor/documents/{id}/review (gestor or admin). `keepalive` when sent from `pagehide`: an
 * approval held for its 5 s undo still reaches the server after the page is gone.
 */
export const sendDocumentReview = (
  documentId: string,
  body: ReviewBody,
  options: { keepalive?: boolean } = {},
) => api.put<DocumentMutation>(`/gestor/documents/${encodeURIComponent(documentId)}/review`, body, options);

/** A review may move the request on by itself: every list showing it refreshes, after a failure too. */
export function useSendDocumentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: ReviewBody }) =>
      sendDocumentReview(documentId, body),
    onSettled: () => invalidateDocumentQueries(queryClient),
  });
}
