import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { type AdminTramitesQuery, catalogAdminKeys } from './catalog-admin-keys.ts';

/**
 * GET /api/admin/tramites: the catalogue's trámites as the back office sees them (archived ones with
 * include_archived), each with its category name and request counts, in the public order.
 */
export const getAdminTramites = (query: AdminTramitesQuery, signal?: AbortSignal) =>
  api.get<AdminTramite[]>('/admin/tramites', {
    signal,
    query: {
      category_id: query.category_id,
      search: query.search?.trim() || undefined,
      include_archived: query.include_archived,
    },
  });

export const adminTramitesQueryOptions = (query: AdminTramitesQuery) =>
  queryOptions({
    queryKey: catalogAdminKeys.tramites(query),
    queryFn: ({ signal }) => getAdminTramites(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminTramites(query: AdminTramitesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminTramitesQueryOptions(query), enabled: options.enabled ?? true });
}
