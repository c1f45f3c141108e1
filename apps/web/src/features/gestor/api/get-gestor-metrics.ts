import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GestorMetrics } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { gestorKeys } from './gestor-keys.ts';

/** GET /api/gestor/metrics: the gestor's own review figures (an admin's: everybody's). */
export const getGestorMetrics = (signal?: AbortSignal) =>
  api.get<GestorMetrics>('/gestor/metrics', { signal });

export const gestorMetricsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...gestorKeys.metrics, userId],
    queryFn: ({ signal }) => getGestorMetrics(signal),
    staleTime: 0,
  });

export function useGestorMetrics(userId: string) {
  return useQuery(gestorMetricsQueryOptions(userId));
}
