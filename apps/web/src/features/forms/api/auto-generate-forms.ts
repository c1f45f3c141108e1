import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoGenerateFormsResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

/**
 * POST /api/admin/auto-generate-forms: creates the missing generated forms, makes the untouched ones again
 * and connects them; forms an admin edited by hand are left as they are (`omitidos_editados`).
 */
export const autoGenerateForms = () => api.post<AutoGenerateFormsResponse>('/admin/auto-generate-forms');

export function useAutoGenerateForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoGenerateForms,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
