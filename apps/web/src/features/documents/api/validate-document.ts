import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation, ValidateDocumentSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateDocumentQueries } from '../../../lib/query-keys.ts';

export type ValidateDocumentInput = { documentId: string } & z.input<typeof ValidateDocumentSchema>;

/** PUT /api/admin/documents/{id}/validate: {status, notes}; the notes are the reason when rejecting. */
export const validateDocument = ({ documentId, ...body }: ValidateDocumentInput) =>
  api.put<DocumentMutation>(`/admin/documents/${encodeURIComponent(documentId)}/validate`, body);

export function useValidateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateDocument,
    // The solicitud may move on by itself: documents, solicitudes and dashboards all change.
    onSettled: () => invalidateDocumentQueries(queryClient),
  });
}
