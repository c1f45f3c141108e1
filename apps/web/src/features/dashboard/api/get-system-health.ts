import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/health: 200 when the server and its database answer, 503 otherwise. */
export const getSystemHealth = (signal?: AbortSignal) => api.get<Health>('/health', { signal });

export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getSystemHealth(signal),
    retry: false,
  });

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}
