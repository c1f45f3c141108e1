import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTramite, TramiteCreateInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** POST /api/admin/tramites: a new trámite, at the end of its category. */
export const createTramite = (input: TramiteCreateInput) => api.post<AdminTramite>('/admin/tramites', input);

export function useCreateTramite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTramite,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
