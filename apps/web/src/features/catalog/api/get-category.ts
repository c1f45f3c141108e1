import { useQuery } from '@tanstack/react-query';
import type { Category } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

export const getCategory = (categoryId: number, signal?: AbortSignal) =>
  api.get<Category>(`/categories/${categoryId}`, { signal });

export function useCategory(categoryId: number) {
  return useQuery({
    queryKey: ['categories', categoryId],
    queryFn: ({ signal }) => getCategory(categoryId, signal),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });
}
