import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelInvoiceInput, Invoice } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** POST /api/payments/{id}/invoice (the request's client): issued at once with Facturapi, or solicitada. */
export const requestInvoice = (paymentId: string) =>
  api.post<Invoice>(`/payments/${encodeURIComponent(paymentId)}/invoice`);

/** POST /api/invoices/{id}/cancel (staff) with the SAT's motive (01 needs the substitute's folio fiscal). */
export const cancelInvoice = ({ invoiceId, ...body }: CancelInvoiceInput & { invoiceId: string }) =>
  api.post<Invoice>(`/invoices/${encodeURIComponent(invoiceId)}/cancel`, body);

/** The payment's invoice summary lives in the solicitud's detail: refresh it after either change. */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvoice,
    onSettled: () => invalidateSolicitudQueries(queryClient),
  });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvoice, onSettled: () => invalidateSolicitudQueries(queryClient) });
}

/**
 * GET /api/invoices/{id}/xml|pdf: fetched with the Bearer token (a plain link would arrive without it) and
 * handed to the browser as a download.
 */
export async function downloadInvoiceFile({ invoiceId, kind }: { invoiceId: string; kind: 'xml' | 'pdf' }) {
  const { blob, filename } = await apiBlob(`/invoices/${encodeURIComponent(invoiceId)}/${kind}`);
  const name = filename ?? `factura.${kind}`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadInvoiceFile() {
  return useMutation({ mutationFn: downloadInvoiceFile });
}
