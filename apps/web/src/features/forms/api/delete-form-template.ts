import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** DELETE /api/admin/form-templates/{id}: refused with 409 once requests were filled with it. */
export const deleteFormTemplate = (id: string) =>
  api.delete<{ message?: string } | null>(`/admin/form-templates/${encodeURIComponent(id)}`);

export function useDeleteFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormTemplate,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
