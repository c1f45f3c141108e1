import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tramites/shared';
import { api } from './api-client.ts';

/** GET /api/config/public: what this deployment shows (demo pages, contact links). */
export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>('/config/public', { signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** Demo mode is on only when the server says so; while unknown or on error, it is off. */
export function useDemoMode(): { isDemoMode: boolean; isLoading: boolean } {
  const { data, isPending } = usePublicConfig();
  return { isDemoMode: data?.demo_mode === true, isLoading: isPending };
}
