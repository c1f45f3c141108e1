import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryUpdateInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export type UpdateCategoryInput = { categoryId: number } & CategoryUpdateInput;

/** PUT /api/admin/categories/{id}/advanced: any of its fields. */
export const updateCategory = ({ categoryId, ...body }: UpdateCategoryInput) =>
  api.put<AdminCategory>(`/admin/categories/${categoryId}/advanced`, body);

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
