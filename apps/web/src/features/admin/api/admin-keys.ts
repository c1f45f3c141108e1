import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the admin panel, under the shared roots: a status change or a review made anywhere
 * refreshes the tabs that show it.
 */
export const adminKeys = {
  stats: [...queryKeys.dashboard, 'admin-stats'] as const,
  pendingDocuments: [...queryKeys.documents, 'admin-pending'] as const,
  allDocuments: [...queryKeys.documents, 'admin-all'] as const,
  workload: [...queryKeys.solicitudes, 'admin-workload'] as const,
};
