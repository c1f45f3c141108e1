import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTramite, MessageResponse, ReorderInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';
import { applyOrder, orderPayload } from '../reorder.ts';
import { type AdminTramitesQuery, catalogAdminKeys } from './catalog-admin-keys.ts';

/** PUT /api/admin/categories/{categoryId}/tramites/reorder: the category's trámites in their new order. */
export const reorderTramites = ({ categoryId, items }: { categoryId: number; items: ReorderInput }) =>
  api.put<MessageResponse>(`/admin/categories/${categoryId}/tramites/reorder`, items);

export interface ReorderTramitesInput {
  categoryId: number;
  /** The trámites' ids in their new order. */
  ids: number[];
  /** The list on screen, shown in the new order at once and put back if the server refuses. */
  query: AdminTramitesQuery;
}

export function useReorderTramites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, ids }: ReorderTramitesInput) =>
      reorderTramites({ categoryId, items: orderPayload(ids) }),
    onMutate: async ({ ids, query }) => {
      const key = catalogAdminKeys.tramites(query);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminTramite[]>(key);
      if (previous) {
        queryClient.setQueryData(key, applyOrder(previous, ids));
      }
      return { previous };
    },
    onError: (_error, { query }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(catalogAdminKeys.tramites(query), context.previous);
      }
    },
    onSettled: () => invalidateCatalogQueries(queryClient),
  });
}
