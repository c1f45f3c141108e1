import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/categories/{id}: one category of the catalogue (public). */
export const getCategory = (categoryId: number, signal?: AbortSignal) =>
  api.get<Category>(`/categories/${categoryId}`, { signal });

export const categoryQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', categoryId],
    queryFn: ({ signal }) => getCategory(categoryId, signal),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });

export function useCategory(categoryId: number) {
  return useQuery(categoryQueryOptions(categoryId));
}
