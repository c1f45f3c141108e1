import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SolicitudComplete } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
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

export function useSolicitudComplete(solicitudId: string) {
  return useQuery(solicitudCompleteQueryOptions(solicitudId));
}
