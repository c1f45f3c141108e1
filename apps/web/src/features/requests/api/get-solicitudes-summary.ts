import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** GET /api/solicitudes/summary: the list's summary cards, counted over what the user may see. */
export interface SolicitudesSummary {
  total: number;
  en_proceso: number;
  completados: number;
  cancelados: number;
  sin_gestor: number;
}

export const getSolicitudesSummary = (signal?: AbortSignal) =>
  api.get<SolicitudesSummary>('/solicitudes/summary', { signal });

export const solicitudesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.summary(),
    queryFn: ({ signal }) => getSolicitudesSummary(signal),
    staleTime: 15_000,
  });

export function useSolicitudesSummary() {
  return useQuery(solicitudesSummaryQueryOptions());
}
