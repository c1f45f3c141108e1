import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, MessageResponse, ReorderInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';
import { applyOrder, orderPayload } from '../reorder.ts';
import { catalogAdminKeys } from './catalog-admin-keys.ts';

/** PUT /api/admin/categories/reorder: the whole new order (bare list of {id, order}), one transaction. */
export const reorderCategories = (items: ReorderInput) =>
  api.put<MessageResponse>('/admin/categories/reorder', items);

/**
 * Takes the categories' ids in their new order. The list shows the new order at once; if the server
 * refuses it, the list goes back to the order it had (the component says 'Error guardando el orden').
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderCategories(orderPayload(ids)),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: catalogAdminKeys.categories });
      const previous = queryClient.getQueryData<AdminCategory[]>(catalogAdminKeys.categories);
      if (previous) {
        queryClient.setQueryData(catalogAdminKeys.categories, applyOrder(previous, ids));
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) {
        queryClient.setQueryData(catalogAdminKeys.categories, context.previous);
      }
    },
    onSettled: () => invalidateCatalogQueries(queryClient),
  });
}
