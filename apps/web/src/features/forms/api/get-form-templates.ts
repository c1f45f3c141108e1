import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormTemplatesList } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { type FormTemplatesQuery, formKeys } from './form-keys.ts';

/**
 * GET /api/admin/form-templates?search=&tramite_type_id=&status=: the templates (search matches a name,
 * a procedure or the first 7 characters of an id) with the figures of the stat tiles.
 */
export const getFormTemplates = (query: FormTemplatesQuery, signal?: AbortSignal) =>
  api.get<FormTemplatesList>('/admin/form-templates', {
    signal,
    query: {
      search: query.search?.trim() || undefined,
      tramite_type_id: query.tramite_type_id,
      status: query.status,
    },
  });

export const formTemplatesQueryOptions = (query: FormTemplatesQuery) =>
  queryOptions({
    queryKey: formKeys.formTemplates(query),
    queryFn: ({ signal }) => getFormTemplates(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useFormTemplates(query: FormTemplatesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formTemplatesQueryOptions(query), enabled: options.enabled ?? true });
}
