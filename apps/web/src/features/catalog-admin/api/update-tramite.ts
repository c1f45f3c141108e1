import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTramite, TramiteUpdateInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export type UpdateTramiteInput = { tramiteId: number } & TramiteUpdateInput;

/** PUT /api/admin/tramites/{id}: any field but the category (that is a change of category). */
export const updateTramite = ({ tramiteId, ...body }: UpdateTramiteInput) =>
  api.put<AdminTramite>(`/admin/tramites/${tramiteId}`, body);

export function useUpdateTramite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTramite,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
