import type { QueryClient } from '@tanstack/react-query';

/**
 * Query-key roots shared across features, so a mutation in one feature can refresh the lists
 * another feature shows (features never import each other).
 */
export const queryKeys = {
  /**
   * Anything about solicitudes: lists, summaries, a solicitud's detail, its documents and its chat
   * (each feature keys its queries of one solicitud under this root).
   */
  solicitudes: ['solicitudes'] as const,
  /** Dashboard statistics. */
  dashboard: ['dashboard'] as const,
  /**
   * Lists of documents across solicitudes (gestor and admin panels). Reviewing or uploading a document
   * invalidates this root as well as the solicitud's own queries.
   */
  documents: ['documents'] as const,
};

/**
 * After any change to a solicitud: its detail, timeline, chat (system messages), documents, the lists,
 * summaries and dashboards may all have moved. Only the queries on screen refetch at once.
 */
export function invalidateSolicitudQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.solicitudes }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]).then(() => undefined);
}

/** After a document changes: the solicitud (it may move on by itself) and every document list. */
export function invalidateDocumentQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateSolicitudQueries(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
  ]).then(() => undefined);
}
