import { useQuery } from '@tanstack/react-query';
import type { Tramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

export const getCategoryTramites = (categoryId: number, signal?: AbortSignal) =>
  api.get<Tramite[]>(`/categories/${categoryId}/tramites`, { signal });

export function useCategoryTramites(categoryId: number, options: { enabled?: boolean } = {}) {
  const { enabled = true } = options;
  return useQuery({
    queryKey: ['categories', categoryId, 'tramites'],
    queryFn: ({ signal }) => getCategoryTramites(categoryId, signal),
    enabled: enabled && Number.isInteger(categoryId) && categoryId > 0,
  });
}
