import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type SolicitudComplete } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { solicitudKeys } from './solicitud-keys.ts';

/**
 * GET /api/solicitudes/{id}/complete: the solicitud with its trámite, people, quotation, payments,
 * timeline and `permisos` (what the viewer may do; the server decides and enforces every one).
 */
export const getSolicitudComplete = (solicitudId: string, signal?: AbortSignal) =>
  api.get<SolicitudComplete>(`/solicitudes/${encodeURIComponent(solicitudId)}/complete`, { signal });

export const solicitudCompleteQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: solicitudKeys.detail(solicitudId),
    queryFn: ({ signal }) => getSolicitudComplete(solicitudId, signal),
    staleTime: 10_000,
  });

/**
 * Status changes arrive as live events (requests-live-events.ts); while the live stream is down the
 * solicitud refreshes with its documents, every 30 s, so the page's notice says one interval.
 */
export function useSolicitudComplete(solicitudId: string) {
  const refetchInterval = useFallbackInterval(DOCUMENT_POLL_MS);
  return useQuery({ ...solicitudCompleteQueryOptions(solicitudId), refetchInterval });
}
