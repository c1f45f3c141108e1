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
  /**
   * The lists of solicitudes (one page at a time, and page after page): they carry each solicitud's
   * `unread_count`, so reading a chat or a new message refreshes them.
   */
  solicitudList: ['solicitudes', 'list'] as const,
  solicitudPages: ['solicitudes', 'pages'] as const,
  /** Dashboard statistics. */
  dashboard: ['dashboard'] as const,
  /**
   * Lists of documents across solicitudes (gestor and admin panels). Reviewing or uploading a document
   * invalidates this root as well as the solicitud's own queries.
   */
  documents: ['documents'] as const,
  /**
   * The catalogue: public categories and their trámites, and the back office's lists of them. Any change
   * an admin makes to the catalogue invalidates this root.
   */
  catalog: ['categories'] as const,
  /**
   * The back office's lists of trámites (GET /api/admin/tramites, keyed by its query), under the catalogue
   * root: the catalogue admin lists them and the forms feature picks a template's procedure among them.
   */
  adminTramites: ['categories', 'admin', 'tramites'] as const,
  /** Accounts (the back office's users list and its pending-gestores count). */
  users: ['users'] as const,
  /** The signed-in user's notification centre (its list, unread count and email setting). */
  notifications: ['notifications'] as const,
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

/** After a change to the catalogue: every list of categories and trámites, and the dashboards' counts. */
export function invalidateCatalogQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]).then(() => undefined);
}

/**
 * The lists of solicitudes and the dashboard, after what they show moved elsewhere: a status, a chat
 * read or a message arrived (`unread_count` and the dashboard's total). Only the lists on screen refetch
 * at once; the others when they are shown again.
 */
export function invalidateSolicitudLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.solicitudList }),
    queryClient.invalidateQueries({ queryKey: queryKeys.solicitudPages }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]).then(() => undefined);
}
