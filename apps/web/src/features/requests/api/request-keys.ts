import type { QueryClient } from '@tanstack/react-query';
import type { ListSort, RequestStatus } from '@tramites/shared';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the request list asks the server for (GET /api/solicitudes/enriched). */
export interface SolicitudesQuery {
  search?: string;
  status?: RequestStatus;
  sort: ListSort;
  limit: number;
  offset: number;
}

/** Every requests query lives under `queryKeys.requests`, so a status change refreshes them all. */
export const requestKeys = {
  all: queryKeys.requests,
  lists: () => [...queryKeys.requests, 'list'] as const,
  list: (query: SolicitudesQuery) => [...queryKeys.requests, 'list', query] as const,
  summary: () => [...queryKeys.requests, 'summary'] as const,
  detail: (requestId: string) => [...queryKeys.requests, 'detail', requestId] as const,
  documents: (requestId: string) => [...queryKeys.requests, 'documents', requestId] as const,
  messages: (requestId: string) => [...queryKeys.requests, 'messages', requestId] as const,
  assignableGestores: () => [...queryKeys.requests, 'assignable-gestores'] as const,
};

/**
 * After any change to a request: its detail, timeline, chat (system messages), documents, the lists,
 * summaries and dashboards may all have moved. Only the queries on screen refetch at once.
 */
export function invalidateRequestQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.requests }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]).then(() => undefined);
}
