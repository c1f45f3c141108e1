import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTemplate } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/** POST /api/admin/form-templates/{id}/duplicate: a draft copy of the template. */
export const duplicateFormTemplate = (id: string) =>
  api.post<FormTemplate>(`/admin/form-templates/${encodeURIComponent(id)}/duplicate`);

export function useDuplicateFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateFormTemplate,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
