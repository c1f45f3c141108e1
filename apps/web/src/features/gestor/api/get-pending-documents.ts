import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GestorDocument, GestorDocumentFilter } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { gestorKeys } from './gestor-keys.ts';

/** The server's maximum page (GestorDocumentsQuerySchema). */
const GESTOR_DOCUMENTS_PAGE_SIZE = 200;

export interface GestorDocumentsFilters {
  status: GestorDocumentFilter;
  /** Client name, matched by the server. */
  search: string;
  /** AAAA-MM-DD: uploaded on or after that day (Mexico City). */
  from: string;
}

/**
 * GET /api/gestor/pending-documents: current versions of the gestor's open solicitudes, oldest first.
 * The total travels in a header; a short page tells us it was the last one.
 */
export function getGestorDocuments(
  filters: GestorDocumentsFilters,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
) {
  return api.get<GestorDocument[]>('/gestor/pending-documents', {
    signal,
    query: {
      status: filters.status,
      search: filters.search.trim() || undefined,
      from: filters.from || undefined,
      limit: page.limit,
      offset: page.offset,
    },
  });
}

export const gestorDocumentsQueryOptions = (userId: string, filters: GestorDocumentsFilters) =>
  infiniteQueryOptions({
    queryKey: [...gestorKeys.documents, userId, filters],
    queryFn: ({ pageParam, signal }) =>
      getGestorDocuments(filters, { limit: GESTOR_DOCUMENTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < GESTOR_DOCUMENTS_PAGE_SIZE ? undefined : pages.length * GESTOR_DOCUMENTS_PAGE_SIZE,
    staleTime: 0,
  });

export function useGestorDocuments(userId: string, filters: GestorDocumentsFilters) {
  return useInfiniteQuery(gestorDocumentsQueryOptions(userId, filters));
}
