import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentAttempt } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

const attemptPath = (attemptId: string, action: string) =>
  `/payment-attempts/${encodeURIComponent(attemptId)}/${action}`;

/** POST /api/payment-attempts/{id}/confirm (staff): the transfer's money arrived; it enters the ledger. */
export const confirmTransfer = (attemptId: string) => api.post<Payment>(attemptPath(attemptId, 'confirm'));

/** POST /api/payment-attempts/{id}/decline {reason} (staff): the client is told why and may upload another. */
export const declineTransfer = ({ attemptId, reason }: { attemptId: string; reason: string }) =>
  api.post<PaymentAttempt>(attemptPath(attemptId, 'decline'), { reason });

/**
 * GET /api/payment-attempts/{id}/proof: the comprobante, fetched with the Bearer token (a plain link
 * would arrive without it) and handed to the browser as a download.
 */
export async function downloadTransferProof({
  attemptId,
  fallbackFilename,
}: {
  attemptId: string;
  fallbackFilename?: string | null;
}) {
  const { blob, filename } = await apiBlob(attemptPath(attemptId, 'proof'));
  const name = filename ?? fallbackFilename ?? 'comprobante';
  saveBlob(blob, name);
  return name;
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    // The payment moves the solicitud (first instalment → Pago procesado) and leaves the queue.
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}

export function useDeclineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTransfer,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}

export function useDownloadTransferProof() {
  return useMutation({ mutationFn: downloadTransferProof });
}
