import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormTemplate } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { formKeys } from './form-keys.ts';

/** GET /api/admin/form-templates/{id}: one template with the fields being edited. */
export const getFormTemplate = (id: string, signal?: AbortSignal) =>
  api.get<FormTemplate>(`/admin/form-templates/${encodeURIComponent(id)}`, { signal });

export const formTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: formKeys.formTemplate(id),
    queryFn: ({ signal }) => getFormTemplate(id, signal),
    staleTime: 0,
  });

export function useFormTemplate(id: string | null) {
  return useQuery({ ...formTemplateQueryOptions(id ?? ''), enabled: id !== null });
}
