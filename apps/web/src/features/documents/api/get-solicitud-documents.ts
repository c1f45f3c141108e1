import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type DocumentStatusResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
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
    staleTime: 5_000,
  });

/**
 * Reviews and uploads arrive as live events (documents-live-events.ts); the spec's 30 s refresh runs only
 * while the live stream is down.
 */
export function useSolicitudDocuments(solicitudId: string) {
  const refetchInterval = useFallbackInterval(DOCUMENT_POLL_MS);
  return useQuery({ ...solicitudDocumentsQueryOptions(solicitudId), refetchInterval });
}
