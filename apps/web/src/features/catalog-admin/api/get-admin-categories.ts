import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { catalogAdminKeys } from './catalog-admin-keys.ts';

/** GET /api/admin/categories/detailed: every category (hidden and inactive too), in display order. */
export const getAdminCategories = (signal?: AbortSignal) =>
  api.get<AdminCategory[]>('/admin/categories/detailed', { signal });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogAdminKeys.categories,
    queryFn: ({ signal }) => getAdminCategories(signal),
    staleTime: 0,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
