import { useInfiniteQuery } from '@tanstack/react-query';
import type { Role, Solicitud } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { gestorKeys } from './gestor-keys.ts';

/** The server's maximum page for these lists. */
export const ASSIGNED_REQUESTS_PAGE_SIZE = 50;

interface EnrichedPage {
  solicitudes: Solicitud[];
  total: number;
}

/**
 * The "Todos los trámites" tab. A gestor: GET /api/gestor/assigned-requests (their cases). An admin
 * has no assigned cases there, so they get every request through GET /api/solicitudes/enriched.
 */
export async function getPanelRequests(
  role: Role,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Solicitud[]> {
  if (role === 'admin') {
    const body = await api.get<EnrichedPage>('/solicitudes/enriched', { signal, query: page });
    return body.solicitudes;
  }
  return api.get<Solicitud[]>('/gestor/assigned-requests', { signal, query: page });
}

export function useAssignedRequests(userId: string, role: Role, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...gestorKeys.requests, userId, role],
    queryFn: ({ pageParam, signal }) =>
      getPanelRequests(role, { limit: ASSIGNED_REQUESTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < ASSIGNED_REQUESTS_PAGE_SIZE ? undefined : pages.length * ASSIGNED_REQUESTS_PAGE_SIZE,
    enabled,
  });
}
