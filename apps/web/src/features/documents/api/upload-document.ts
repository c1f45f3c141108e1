import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentMutation } from '@tramites/shared';
import { apiUpload, type UploadProgress } from '../../../lib/file-transfer.ts';
import { invalidateDocumentQueries } from '../../../lib/query-keys.ts';

export interface UploadDocumentInput {
  solicitudId: string;
  /** The requirement's name exactly as the status response gives it. */
  documentName: string;
  file: File;
  notes?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /api/tramite-requests/{id}/upload-document?document_name=&notes= with the multipart field `file`. */
export function uploadDocument({
  solicitudId,
  documentName,
  file,
  notes,
  onProgress,
  signal,
}: UploadDocumentInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<DocumentMutation>(
    `/tramite-requests/${encodeURIComponent(solicitudId)}/upload-document`,
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
    // The solicitud may move on (all uploaded → en revisión); the panels' document lists change too.
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}
