import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type DocumentStatusResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type RequirementStatus = DocumentStatusResponse['documents_status'][number];
export type RequirementDocument = NonNullable<RequirementStatus['document']>;

/** Under the solicitudes root: any change to the solicitud refreshes its documents too. */
export const documentKeys = {
  ofSolicitud: (solicitudId: string) => [...queryKeys.solicitudes, 'documents', solicitudId] as const,
};

/** GET /api/tramite-requests/{id}/documents: each required document and its current version. */
export const getSolicitudDocuments = (solicitudId: string, signal?: AbortSignal) =>
  api.get<DocumentStatusResponse>(`/tramite-requests/${encodeURIComponent(solicitudId)}/documents`, {
    signal,
  });

export const solicitudDocumentsQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: documentKeys.ofSolicitud(solicitudId),
    queryFn: ({ signal }) => getSolicitudDocuments(solicitudId, signal),
    // Spec section 2: document status refreshes every 30 s.
    refetchInterval: DOCUMENT_POLL_MS,
    staleTime: 5_000,
  });

export function useSolicitudDocuments(solicitudId: string) {
  return useQuery(solicitudDocumentsQueryOptions(solicitudId));
}
