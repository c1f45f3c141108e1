import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';

/** GET /api/payments/{id}/receipt: the PDF receipt, fetched with the Bearer token and saved as a download. */
export async function downloadReceipt(paymentId: string) {
  const { blob, filename } = await apiBlob(`/payments/${encodeURIComponent(paymentId)}/receipt`);
  const name = filename ?? 'recibo.pdf';
  saveBlob(blob, name);
  return name;
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
