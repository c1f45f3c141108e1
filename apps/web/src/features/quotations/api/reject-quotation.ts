import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export interface RejectQuotationInput {
  quotationId: string;
  /** Optional: why the client does not accept it. */
  reason: string;
}

/** POST /api/quotations/{id}/reject: the solicitud goes back to 'Cotización solicitada'. */
export const rejectQuotation = ({ quotationId, reason }: RejectQuotationInput) =>
  api.post<Quotation>(`/quotations/${encodeURIComponent(quotationId)}/reject`, { reason: reason.trim() });

export function useRejectQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectQuotation,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
