import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/tramites/{id}: one active procedure of the public catalogue (its page, /tramite-info/{id}). */
export const getTramite = (tramiteId: number, signal?: AbortSignal) =>
  api.get<Tramite>(`/tramites/${tramiteId}`, { signal });

export const tramiteQueryOptions = (tramiteId: number) =>
  queryOptions({
    queryKey: [...queryKeys.catalog, 'tramite', tramiteId],
    queryFn: ({ signal }) => getTramite(tramiteId, signal),
    enabled: Number.isInteger(tramiteId) && tramiteId > 0,
  });

export function useTramite(tramiteId: number) {
  return useQuery(tramiteQueryOptions(tramiteId));
}
