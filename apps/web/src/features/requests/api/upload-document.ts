import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { apiUpload, type UploadProgress } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateRequestQueries } from './request-keys.ts';

export interface UploadDocumentInput {
  requestId: string;
  /** The requirement's name exactly as the status response gives it. */
  documentName: string;
  file: File;
  notes?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /api/tramite-requests/{id}/upload-document?document_name=&notes= with the multipart field `file`. */
export function uploadDocument({
  requestId,
  documentName,
  file,
  notes,
  onProgress,
  signal,
}: UploadDocumentInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<DocumentMutation>(
    `/tramite-requests/${encodeURIComponent(requestId)}/upload-document`,
    form,
    {
      query: { document_name: documentName, notes: notes?.trim() ?? '' },
      onProgress,
      signal,
    },
  );
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        invalidateRequestQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
      ]),
  });
}
