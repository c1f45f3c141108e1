import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/stats (spec section 3: dashboard stats of the signed-in user). */
export const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStats>('/dashboard/stats', { signal });

export const dashboardStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard, 'stats', userId],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });

export function useDashboardStats(userId: string) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
