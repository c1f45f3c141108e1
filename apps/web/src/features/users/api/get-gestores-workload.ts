import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GestorWorkloadList } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** GET /api/admin/gestores/workload (spec section 3, "Gestor workload"). */
export const getGestoresWorkload = (signal?: AbortSignal) =>
  api.get<GestorWorkloadList>('/admin/gestores/workload', { signal });

export const gestoresWorkloadQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.workload,
    queryFn: ({ signal }) => getGestoresWorkload(signal),
    staleTime: 15_000,
  });

export function useGestoresWorkload() {
  return useQuery(gestoresWorkloadQueryOptions());
}
