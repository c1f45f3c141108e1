import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ValidateDocumentInput =
  | { documentId: string; status: 'approved'; notes?: string }
  | { documentId: string; status: 'rejected'; notes: string };

/** PUT /api/admin/documents/{id}/validate: {status, notes}; the notes are the reason when rejecting. */
export const validateDocument = ({ documentId, ...body }: ValidateDocumentInput) =>
  api.put<DocumentMutation>(`/admin/documents/${encodeURIComponent(documentId)}/validate`, body);

/**
 * The callbacks are the hook's own, not mutate()'s: a reviewed card leaves the pending list when it
 * refreshes and unmounts, and mutate()'s callbacks would then never run.
 */
export function useValidateDocument(
  callbacks: {
    onSuccess?: (result: DocumentMutation, variables: ValidateDocumentInput) => void;
    onError?: (error: Error, variables: ValidateDocumentInput) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateDocument,
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    // The request may move on by itself: documents, requests and dashboards all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
        queryClient.invalidateQueries({ queryKey: queryKeys.requests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}
