import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export interface ChangeTramiteCategoryInput {
  tramiteId: number;
  newCategoryId: number;
}

/**
 * PUT /api/admin/tramites/{id}/change-category?new_category_id=: to the end of another category; 409 with
 * the reason while it has active requests.
 */
export const changeTramiteCategory = ({ tramiteId, newCategoryId }: ChangeTramiteCategoryInput) =>
  api.put<MessageResponse>(`/admin/tramites/${tramiteId}/change-category`, undefined, {
    query: { new_category_id: newCategoryId },
  });

export function useChangeTramiteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTramiteCategory,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
