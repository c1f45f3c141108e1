import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** An active, approved gestor and their current load. */
export interface AssignableGestor {
  id: string;
  name: string;
  /** 'disponible' | 'ocupado' | 'completo' */
  status: string;
  current_assignments: number;
  max_concurrent: number;
}

/** GET /api/admin/gestores/available-for-assignment (admin). */
export const getAssignableGestores = (signal?: AbortSignal) =>
  api
    .get<{ gestores: AssignableGestor[] }>('/admin/gestores/available-for-assignment', { signal })
    .then((body) => body.gestores);

export const assignableGestoresQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.assignableGestores(),
    queryFn: ({ signal }) => getAssignableGestores(signal),
    staleTime: 30_000,
  });

export function useAssignableGestores(options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignableGestoresQueryOptions(), enabled: options.enabled ?? true });
}
