import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTemplate } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';
import type { FormTemplateBody } from './create-form-template.ts';
import { formKeys } from './form-keys.ts';

export interface UpdateFormTemplateInput {
  id: string;
  body: FormTemplateBody;
}

/** PUT /api/admin/form-templates/{id}: editing a published form makes a new draft version. */
export const updateFormTemplate = ({ id, body }: UpdateFormTemplateInput) =>
  api.put<FormTemplate>(`/admin/form-templates/${encodeURIComponent(id)}`, body);

export function useUpdateFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormTemplate,
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.formTemplate(saved.id), saved);
      return invalidateCatalogQueries(queryClient);
    },
  });
}
