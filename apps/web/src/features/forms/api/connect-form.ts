import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export interface ConnectFormInput {
  tramiteId: number;
  formTemplateId: string;
}

/** PUT /api/admin/tramites/{id}/connect-form `{form_template_id}`: the procedure's request form. */
export const connectForm = ({ tramiteId, formTemplateId }: ConnectFormInput) =>
  api.put<MessageResponse>(`/admin/tramites/${tramiteId}/connect-form`, {
    form_template_id: formTemplateId,
  });

export function useConnectForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectForm,
    onSuccess: () => invalidateCatalogQueries(queryClient),
  });
}
