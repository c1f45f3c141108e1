import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedForm } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/tramites/{id}/form: the published version of the procedure's request form, or `form: null`
 * when it has none. Under the catalogue root: publishing a form in the back office refreshes it.
 */
export const getTramiteForm = (tramiteId: number, signal?: AbortSignal) =>
  api.get<{ form: PublishedForm | null }>(`/tramites/${tramiteId}/form`, { signal });

export const tramiteFormQueryOptions = (tramiteId: number) =>
  queryOptions({
    queryKey: [...queryKeys.catalog, 'tramite-form', tramiteId],
    queryFn: ({ signal }) => getTramiteForm(tramiteId, signal),
    // Read fresh each time the request form opens: the client fills the version published now.
    staleTime: 0,
  });

export function useTramiteForm(tramiteId: number) {
  return useQuery(tramiteFormQueryOptions(tramiteId));
}
