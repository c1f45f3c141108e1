import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GESTOR_PANEL_REFRESH_MS, type WorkQueueQueryInput, type WorkQueueResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the web sends (the schema's input, with numbers for the page). */
export type WorkQueueRequest = Omit<WorkQueueQueryInput, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

/**
 * The queue's keys live under the solicitudes root: whatever changes a solicitud (a review, a payment, a
 * move, made here or in another feature) refreshes "Mi bandeja" too, and so does a reconnected live stream.
 */
export const workQueueKeys = {
  all: [...queryKeys.solicitudes, 'work-queue'] as const,
  list: (query: WorkQueueRequest) => [...workQueueKeys.all, 'list', query] as const,
  count: () => [...workQueueKeys.all, 'count'] as const,
};

/** GET /api/gestor/queue: the open requests in the viewer's scope, each with the one thing it waits for. */
export const getWorkQueue = (query: WorkQueueRequest, signal?: AbortSignal) =>
  api.get<WorkQueueResponse>('/gestor/queue', { signal, query: { ...query } });

export const workQueueQueryOptions = (query: WorkQueueRequest) =>
  queryOptions({
    queryKey: workQueueKeys.list(query),
    queryFn: ({ signal }) => getWorkQueue(query, signal),
    // The list stays on screen while a new filter loads: no jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** Live events refresh it (work-queue-live-events); while the stream is down, the panel's 60 s polling. */
export function useWorkQueue(query: WorkQueueRequest) {
  const refetchInterval = useFallbackInterval(GESTOR_PANEL_REFRESH_MS);
  return useQuery({ ...workQueueQueryOptions(query), refetchInterval });
}

/** How many requests wait on the gestoría (the header's "Bandeja" count): one row asked, the count comes along. */
export function useWorkQueueCount(enabled = true) {
  return useQuery({
    queryKey: workQueueKeys.count(),
    queryFn: ({ signal }) => getWorkQueue({ limit: 1 }, signal),
    select: (page) => page.esperando_gestoria,
    staleTime: 30_000,
    enabled,
  });
}
