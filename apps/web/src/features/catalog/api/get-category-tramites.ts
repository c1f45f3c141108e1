import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/categories/{id}/tramites: the trámites of one category (public). */
export const getCategoryTramites = (categoryId: number, signal?: AbortSignal) =>
  api.get<Tramite[]>(`/categories/${categoryId}/tramites`, { signal });

export const categoryTramitesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', categoryId, 'tramites'],
    queryFn: ({ signal }) => getCategoryTramites(categoryId, signal),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });

export function useCategoryTramites(categoryId: number) {
  return useQuery(categoryTramitesQueryOptions(categoryId));
}
