import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardStats } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/dashboard/stats (spec section 3, "Admin stats"). */
export const getAdminDashboardStats = (signal?: AbortSignal) =>
  api.get<AdminDashboardStats>('/admin/dashboard/stats', { signal });

export const adminDashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.dashboard, 'admin-stats'],
    queryFn: ({ signal }) => getAdminDashboardStats(signal),
    staleTime: 15_000,
  });

export function useAdminDashboardStats() {
  return useQuery(adminDashboardStatsQueryOptions());
}
