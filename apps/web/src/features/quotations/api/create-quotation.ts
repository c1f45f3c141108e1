import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuotationInput, Quotation } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** POST /api/quotations (gestor or admin). */
export const createQuotation = (input: CreateQuotationInput) => api.post<Quotation>('/quotations', input);

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuotation,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
