/**
 * Query-key roots shared across features, so a mutation in one feature can refresh the lists
 * another feature shows (features never import each other).
 */
export const queryKeys = {
  /** Anything listing the user's requests (dashboards, lists). */
  requests: ['requests'] as const,
  /** Dashboard statistics. */
  dashboard: ['dashboard'] as const,
};
