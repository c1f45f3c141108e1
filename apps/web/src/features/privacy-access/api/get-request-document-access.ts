import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentAccessPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** Lines shown at first and added by each 'Ver más'. */
export const DOCUMENT_ACCESS_PAGE_SIZE = 10;

/** GET /api/tramite-requests/{id}/document-access?limit=&offset=: newest first, with the total. */
export const getRequestDocumentAccess = (requestId: string, offset: number, signal?: AbortSignal) =>
  api.get<DocumentAccessPage>(`/tramite-requests/${encodeURIComponent(requestId)}/document-access`, {
    signal,
    query: { limit: DOCUMENT_ACCESS_PAGE_SIZE, offset },
  });

export const requestDocumentAccessQueryOptions = (requestId: string) =>
  infiniteQueryOptions({
    queryKey: ['document-access', requestId],
    queryFn: ({ pageParam, signal }) => getRequestDocumentAccess(requestId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
      return loaded < lastPage.total ? loaded : undefined;
    },
    // Every view adds a line: the section reads it fresh whenever the page is opened.
    staleTime: 0,
  });

export function useRequestDocumentAccess(requestId: string) {
  return useInfiniteQuery(requestDocumentAccessQueryOptions(requestId));
}
