import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PendingDocument } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PENDING_DOCUMENTS_PAGE_SIZE = 50;

/** GET /api/admin/documents/pending: what waits for review, oldest first (total in a header). */
export const getAdminPendingDocuments = (page: { limit: number; offset: number }, signal?: AbortSignal) =>
  api.get<PendingDocument[]>('/admin/documents/pending', { signal, query: page });

/** Page after page ('Cargar más pendientes'); a short page was the last one. */
export const adminPendingDocumentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.documents, 'admin-pending'],
    queryFn: ({ pageParam, signal }) =>
      getAdminPendingDocuments({ limit: PENDING_DOCUMENTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < PENDING_DOCUMENTS_PAGE_SIZE ? undefined : pages.length * PENDING_DOCUMENTS_PAGE_SIZE,
    staleTime: 0,
  });

export function useAdminPendingDocuments() {
  return useInfiniteQuery(adminPendingDocumentsQueryOptions());
}
