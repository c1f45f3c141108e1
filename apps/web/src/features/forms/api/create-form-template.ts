import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTemplate, FormTemplateInputSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';
import { formKeys } from './form-keys.ts';

/** What the builder sends: the shared schema's parsed output `{name, description, tramite_type_id, fields}`. */
export type FormTemplateBody = z.output<typeof FormTemplateInputSchema>;

/** POST /api/admin/form-templates: a new template, as a draft. */
export const createFormTemplate = (body: FormTemplateBody) =>
  api.post<FormTemplate>('/admin/form-templates', body);

export function useCreateFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormTemplate,
    onSuccess: (saved) => {
      // The builder opens the saved template at once, without waiting for a refetch.
      queryClient.setQueryData(formKeys.formTemplate(saved.id), saved);
      return invalidateCatalogQueries(queryClient);
    },
  });
}
