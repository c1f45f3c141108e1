import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestStatus, Solicitud } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface AdminRequestsQuery {
  status?: RequestStatus;
  search?: string;
  limit: number;
  offset: number;
}

export interface AdminRequestsPage {
  solicitudes: Solicitud[];
  total: number;
  total_is_capped: boolean;
}

/**
 * The server matches against accent-free text but does not strip the accents of the term it receives
 * ('Inscripción' finds nothing, 'inscripcion' finds it), so the term is sent without them.
 */
export const toSearchTerm = (value: string | undefined): string | undefined =>
  value
    ?.normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim() || undefined;

/** GET /api/solicitudes/enriched: filtered and paginated by the server, newest first. */
export const getAdminRequests = (query: AdminRequestsQuery, signal?: AbortSignal) =>
  api.get<AdminRequestsPage>('/solicitudes/enriched', {
    signal,
    query: { ...query, search: toSearchTerm(query.search), sort: 'fecha_desc' },
  });

export function useAdminRequests(query: AdminRequestsQuery) {
  return useQuery({
    queryKey: [...adminKeys.requests, query],
    queryFn: ({ signal }) => getAdminRequests(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
