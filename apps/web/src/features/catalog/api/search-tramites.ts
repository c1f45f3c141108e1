import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_SEARCH_MIN_LENGTH, type CatalogSearchResult } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/tramites/search?q=: the catalogue's procedures matching `q`, grouped by category (public). */
export const searchTramites = (q: string, signal?: AbortSignal) =>
  api.get<CatalogSearchResult>(`/tramites/search?q=${encodeURIComponent(q)}`, { signal });

/**
 * Keyed under the catalogue, so an admin's change refreshes it. The signal is handed to the fetch: a search
 * superseded by the next one (its observer moves to the new key) is aborted, not left to finish.
 */
export const searchTramitesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.catalog, 'search', q],
    queryFn: ({ signal }) => searchTramites(q, signal),
    enabled: q.length >= CATALOG_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    // The previous answer stays on screen while the next one loads: the list does not blink at each key.
    placeholderData: keepPreviousData,
  });

export function useSearchTramites(q: string) {
  return useQuery(searchTramitesQueryOptions(q));
}
