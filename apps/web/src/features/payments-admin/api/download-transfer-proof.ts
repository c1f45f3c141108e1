import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';

/** GET /api/payment-attempts/{id}/proof: the transfer comprobante, fetched with the token then saved. */
export async function downloadTransferProof({
  attemptId,
  fallbackFilename,
}: {
  attemptId: string;
  fallbackFilename?: string;
}): Promise<string> {
  const { blob, filename } = await apiBlob(`/payment-attempts/${encodeURIComponent(attemptId)}/proof`);
  const name = filename ?? fallbackFilename ?? 'comprobante';
  saveBlob(blob, name);
  return name;
}

export function useDownloadTransferProof() {
  return useMutation({ mutationFn: downloadTransferProof });
}
