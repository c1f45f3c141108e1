/**
 * Query-key roots shared across features, so a mutation in one feature can refresh the lists
 * another feature shows (features never import each other).
 */
export const queryKeys = {
  /** Anything about requests: lists, summaries, a request's detail, documents and chat. */
  requests: ['requests'] as const,
  /** Dashboard statistics. */
  dashboard: ['dashboard'] as const,
  /**
   * Lists of documents across requests (gestor and admin panels). Reviewing or uploading a document
   * invalidates this root as well as the request's own queries.
   */
  documents: ['documents'] as const,
};
