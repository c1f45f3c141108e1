import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** POST /api/quotations/{id}/accept: the solicitud's client accepts the quotation. */
export const acceptQuotation = (quotationId: string) =>
  api.post<Quotation>(`/quotations/${encodeURIComponent(quotationId)}/accept`);

export function useAcceptQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuotation,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
