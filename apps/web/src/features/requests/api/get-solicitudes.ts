import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Solicitud } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { requestKeys, type SolicitudesQuery } from './request-keys.ts';

/** GET /api/solicitudes/enriched: one page of the requests the user may see. */
export interface SolicitudesPage {
  solicitudes: Solicitud[];
  total: number;
  /** The server stops counting at a cap: show "más de {total}". */
  total_is_capped: boolean;
  limit: number;
  offset: number;
}

export const getSolicitudes = (query: SolicitudesQuery, signal?: AbortSignal) =>
  api.get<SolicitudesPage>('/solicitudes/enriched', {
    signal,
    query: { ...query, search: query.search || undefined },
  });

export const solicitudesQueryOptions = (query: SolicitudesQuery) =>
  queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => getSolicitudes(query, signal),
    // Keep the current page on screen while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useSolicitudes(query: SolicitudesQuery) {
  return useQuery(solicitudesQueryOptions(query));
}
