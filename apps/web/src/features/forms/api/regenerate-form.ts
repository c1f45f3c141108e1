import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** POST /api/admin/tramites/{id}/regenerate-form: the procedure's generated form, made again from its documents. */
export const regenerateForm = (tramiteId: number) =>
  api.post<MessageResponse>(`/admin/tramites/${tramiteId}/regenerate-form`);

export function useRegenerateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateForm,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
