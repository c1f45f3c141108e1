import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** DELETE /api/admin/categories/{id}/advanced: 409 with the reason when it still has trámites. */
export const deleteCategory = (categoryId: number) =>
  api.delete<MessageResponse>(`/admin/categories/${categoryId}/advanced`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
