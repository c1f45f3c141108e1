import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { SolicitudesPage, SolicitudesQuery } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { solicitudKeys } from './solicitud-keys.ts';

/**
 * GET /api/solicitudes/enriched: one page of the solicitudes the user may see (a client's own, a
 * gestor's assigned, every one for an admin), searched (accent-insensitive, on the server), filtered
 * and sorted by the server.
 */
export const getSolicitudes = (query: SolicitudesQuery, signal?: AbortSignal) =>
  api.get<SolicitudesPage>('/solicitudes/enriched', {
    signal,
    query: { ...query, search: query.search?.trim() || undefined },
  });

export const solicitudesQueryOptions = (query: SolicitudesQuery) =>
  queryOptions({
    queryKey: solicitudKeys.list(query),
    queryFn: ({ signal }) => getSolicitudes(query, signal),
    // Keep the current page on screen while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useSolicitudes(query: SolicitudesQuery) {
  return useQuery(solicitudesQueryOptions(query));
}

/** The same list page after page ('Cargar más'), `limit` rows at a time; a short page was the last. */
export const solicitudesPagesQueryOptions = (query: Omit<SolicitudesQuery, 'offset'>) =>
  infiniteQueryOptions({
    queryKey: solicitudKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getSolicitudes({ ...query, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.solicitudes.length < query.limit ? undefined : pages.length * query.limit,
  });

export function useSolicitudesPages(query: Omit<SolicitudesQuery, 'offset'>) {
  return useInfiniteQuery(solicitudesPagesQueryOptions(query));
}
