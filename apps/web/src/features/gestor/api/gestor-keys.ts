import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the gestor panel, under the shared roots so that a review or an upload made anywhere
 * (request pages included) refreshes the panel: documents and metrics under `documents`, the
 * cases under `requests`.
 */
export const gestorKeys = {
  metrics: [...queryKeys.documents, 'gestor-metrics'] as const,
  documents: [...queryKeys.documents, 'gestor'] as const,
  requests: [...queryKeys.requests, 'gestor-panel'] as const,
};
