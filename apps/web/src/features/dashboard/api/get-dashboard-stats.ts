import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/stats (spec section 3: dashboard stats of the signed-in user). */
export interface DashboardStats {
  active_tramites: number;
  completed_tramites: number;
  in_progress_tramites: number;
  total_spent: number;
}

export const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStats>('/dashboard/stats', { signal });

export function useDashboardStats(userId: string) {
  return useQuery({
    queryKey: [...queryKeys.dashboard, 'stats', userId],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}
