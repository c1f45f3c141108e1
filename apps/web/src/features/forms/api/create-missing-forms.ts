import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMissingFormsResponseSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export type CreateMissingFormsResponse = z.infer<typeof CreateMissingFormsResponseSchema>;

/** POST /api/admin/tramites/create-missing-forms: one generated form for every procedure without one. */
export const createMissingForms = () =>
  api.post<CreateMissingFormsResponse>('/admin/tramites/create-missing-forms');

export function useCreateMissingForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMissingForms,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
