import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttempt } from '@tramites/shared';
import { apiUpload, type UploadProgress } from '../../../lib/file-transfer.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export interface UploadTransferProofInput {
  attemptId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /api/payment-attempts/{id}/proof with the multipart field `file`: the transfer's comprobante. */
export function uploadTransferProof({ attemptId, file, onProgress, signal }: UploadTransferProofInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<PaymentAttempt>(`/payment-attempts/${encodeURIComponent(attemptId)}/proof`, form, {
    onProgress,
    signal,
  });
}

export function useUploadTransferProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTransferProof,
    // The attempt is now under review; the timeline and chat gained the upload's message.
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
