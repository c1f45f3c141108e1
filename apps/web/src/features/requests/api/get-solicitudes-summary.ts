import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SolicitudesSummary } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { solicitudKeys } from './solicitud-keys.ts';

/** GET /api/solicitudes/summary: the list's summary cards, counted over what the user may see. */
export const getSolicitudesSummary = (signal?: AbortSignal) =>
  api.get<SolicitudesSummary>('/solicitudes/summary', { signal });

export const solicitudesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: solicitudKeys.summary(),
    queryFn: ({ signal }) => getSolicitudesSummary(signal),
    staleTime: 15_000,
  });

export function useSolicitudesSummary() {
  return useQuery(solicitudesSummaryQueryOptions());
}
