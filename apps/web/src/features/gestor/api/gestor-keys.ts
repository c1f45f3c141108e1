import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the gestor panel, under the shared `documents` root so that a review or an upload made
 * anywhere (solicitud pages included) refreshes the panel's documents and metrics.
 */
export const gestorKeys = {
  metrics: [...queryKeys.documents, 'gestor-metrics'] as const,
  documents: [...queryKeys.documents, 'gestor'] as const,
};
