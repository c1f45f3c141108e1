import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type DocumentStatusResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from './request-keys.ts';

export type RequirementStatus = DocumentStatusResponse['documents_status'][number];
export type RequirementDocument = NonNullable<RequirementStatus['document']>;

/** GET /api/tramite-requests/{id}/documents: each required document and its current version. */
export const getRequestDocuments = (requestId: string, signal?: AbortSignal) =>
  api.get<DocumentStatusResponse>(`/tramite-requests/${encodeURIComponent(requestId)}/documents`, {
    signal,
  });

export const requestDocumentsQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.documents(requestId),
    queryFn: ({ signal }) => getRequestDocuments(requestId, signal),
    // Spec section 2: document status refreshes every 30 s.
    refetchInterval: DOCUMENT_POLL_MS,
    staleTime: 5_000,
  });

export function useRequestDocuments(requestId: string) {
  return useQuery(requestDocumentsQueryOptions(requestId));
}
