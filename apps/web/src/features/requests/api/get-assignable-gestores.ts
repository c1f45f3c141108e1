import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableGestorList } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { solicitudKeys } from './solicitud-keys.ts';

/** GET /api/admin/gestores/available-for-assignment (admin): active, approved gestores and their load. */
export const getAssignableGestores = (signal?: AbortSignal) =>
  api
    .get<AssignableGestorList>('/admin/gestores/available-for-assignment', { signal })
    .then((body) => body.gestores);

export const assignableGestoresQueryOptions = () =>
  queryOptions({
    queryKey: solicitudKeys.assignableGestores(),
    queryFn: ({ signal }) => getAssignableGestores(signal),
    staleTime: 30_000,
  });

export function useAssignableGestores() {
  return useQuery(assignableGestoresQueryOptions());
}
