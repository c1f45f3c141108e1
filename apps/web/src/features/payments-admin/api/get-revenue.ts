import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revenue } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { paymentAdminKeys } from './payment-admin-keys.ts';

/** GET /api/admin/payments/revenue?months=: collected, refunded and net per Mexico City month. */
export const getRevenue = (months: number, signal?: AbortSignal) =>
  api.get<Revenue>('/admin/payments/revenue', { signal, query: { months } });

export const revenueQueryOptions = (months: number) =>
  queryOptions({
    queryKey: paymentAdminKeys.revenue(months),
    queryFn: ({ signal }) => getRevenue(months, signal),
    staleTime: 30_000,
  });

export function useRevenue(months: number) {
  return useQuery(revenueQueryOptions(months));
}
