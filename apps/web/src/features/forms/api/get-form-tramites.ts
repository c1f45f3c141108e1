import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/admin/tramites, the whole catalogue: the procedures a template can belong to, and what the
 * form tools count and match. Keyed like the catalogue admin's lists, so both share one cache entry.
 */
export const getFormTramites = (query: { include_archived: boolean }, signal?: AbortSignal) =>
  api.get<AdminTramite[]>('/admin/tramites', { signal, query: { include_archived: query.include_archived } });

export const formTramitesQueryOptions = (query: { include_archived: boolean }) =>
  queryOptions({
    queryKey: [...queryKeys.adminTramites, query],
    queryFn: ({ signal }) => getFormTramites(query, signal),
    staleTime: 0,
  });

export function useFormTramites(query: { include_archived: boolean }, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formTramitesQueryOptions(query), enabled: options.enabled ?? true });
}
