import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type DocumentStatusResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReviewRequirement = DocumentStatusResponse['documents_status'][number];
export type ReviewDocument = NonNullable<ReviewRequirement['document']>;

/**
 * The same key as the documents feature's list of a request (features never import each other): the pane
 * and the Documentos cards share one cache entry, and the `document.updated` live event refreshes both.
 */
export const requestDocumentsKey = (requestId: string) =>
  [...queryKeys.solicitudes, 'documents', requestId] as const;

/** GET /api/tramite-requests/{id}/documents: each required document and its current version. */
export const getRequestDocuments = (requestId: string, signal?: AbortSignal) =>
  api.get<DocumentStatusResponse>(`/tramite-requests/${encodeURIComponent(requestId)}/documents`, { signal });

export const requestDocumentsQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestDocumentsKey(requestId),
    queryFn: ({ signal }) => getRequestDocuments(requestId, signal),
    staleTime: 5_000,
  });

/** Live through the stream; polled only while it is down, like the Documentos section. */
export function useRequestDocuments(requestId: string) {
  const refetchInterval = useFallbackInterval(DOCUMENT_POLL_MS);
  return useQuery({ ...requestDocumentsQueryOptions(requestId), refetchInterval });
}
