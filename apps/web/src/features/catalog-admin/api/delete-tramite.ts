import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TramiteDeleteResult } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export type { TramiteDeleteResult };

/** DELETE /api/admin/tramites/{id}: deleted, or archived when requests point at it (`outcome`). */
export const deleteTramite = (tramiteId: number) =>
  api.delete<TramiteDeleteResult>(`/admin/tramites/${tramiteId}`);

export function useDeleteTramite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTramite,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
