import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DocumentStatus, GestorDocument, PendingDocument } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const PENDING_DOCUMENTS_PAGE_SIZE = 50;

/** GET /api/admin/documents/pending: what waits for review, oldest first (total in a header). */
export const getAdminPendingDocuments = (page: { limit: number; offset: number }, signal?: AbortSignal) =>
  api.get<PendingDocument[]>('/admin/documents/pending', { signal, query: page });

export function useAdminPendingDocuments() {
  return useInfiniteQuery({
    queryKey: adminKeys.pendingDocuments,
    queryFn: ({ pageParam, signal }) =>
      getAdminPendingDocuments({ limit: PENDING_DOCUMENTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < PENDING_DOCUMENTS_PAGE_SIZE ? undefined : pages.length * PENDING_DOCUMENTS_PAGE_SIZE,
    staleTime: 0,
  });
}

export interface AllDocumentsQuery {
  status?: DocumentStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/documents/all: every current version, newest first, paginated. */
export const getAdminAllDocuments = (query: AllDocumentsQuery, signal?: AbortSignal) =>
  api.get<{ documents: GestorDocument[]; total: number }>('/admin/documents/all', {
    signal,
    query: { ...query },
  });

export function useAdminAllDocuments(query: AllDocumentsQuery) {
  return useQuery({
    queryKey: [...adminKeys.allDocuments, query],
    queryFn: ({ signal }) => getAdminAllDocuments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
