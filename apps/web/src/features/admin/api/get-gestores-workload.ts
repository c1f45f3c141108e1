import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** One gestor in GET /api/admin/gestores/workload (spec section 3, "Gestor workload"). */
export interface GestorWorkload {
  gestor_id: string;
  name: string;
  email: string;
  is_approved: boolean;
  current_assignments: number;
  max_concurrent: number;
  workload_percentage: number;
}

export const getGestoresWorkload = (signal?: AbortSignal) =>
  api.get<{ gestores: GestorWorkload[] }>('/admin/gestores/workload', { signal });

export function useGestoresWorkload() {
  return useQuery({
    queryKey: adminKeys.workload,
    queryFn: ({ signal }) => getGestoresWorkload(signal),
    staleTime: 15_000,
  });
}
