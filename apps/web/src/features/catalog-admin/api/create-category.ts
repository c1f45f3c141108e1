import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryCreateInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** POST /api/admin/categories/advanced: a new category, at the end of the order. */
export const createCategory = (input: CategoryCreateInput) =>
  api.post<AdminCategory>('/admin/categories/advanced', input);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
