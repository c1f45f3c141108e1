import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** PUT /api/admin/tramites/{id}/restore: an archived trámite back in the public catalogue. */
export const restoreTramite = (tramiteId: number) =>
  api.put<AdminTramite>(`/admin/tramites/${tramiteId}/restore`);

export function useRestoreTramite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTramite,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
