import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTemplate } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';
import { formKeys } from './form-keys.ts';

export interface PublishFormTemplateInput {
  id: string;
  /** True publishes the latest version (clients fill it from their next request); false withdraws it. */
  publish: boolean;
}

/** PUT /api/admin/form-templates/{id}/publish?publish={bool} */
export const publishFormTemplate = ({ id, publish }: PublishFormTemplateInput) =>
  api.put<FormTemplate>(`/admin/form-templates/${encodeURIComponent(id)}/publish`, undefined, {
    query: { publish },
  });

export function usePublishFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishFormTemplate,
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object' && 'id' in saved) {
        queryClient.setQueryData(formKeys.formTemplate(saved.id), saved);
      }
      return invalidateCatalogQueries(queryClient);
    },
  });
}
