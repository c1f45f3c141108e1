import type { SolicitudesQuery } from '@tramites/shared';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Every solicitudes query lives under `queryKeys.solicitudes`, so any change to a solicitud (made here or
 * in another feature) refreshes them all (`invalidateSolicitudQueries` in lib/query-keys.ts).
 */
export const solicitudKeys = {
  all: queryKeys.solicitudes,
  list: (query: SolicitudesQuery) => [...queryKeys.solicitudList, query] as const,
  pages: (query: Omit<SolicitudesQuery, 'offset'>) => [...queryKeys.solicitudPages, query] as const,
  statusCounts: () => [...queryKeys.solicitudes, 'status-counts'] as const,
  summary: () => [...queryKeys.solicitudes, 'summary'] as const,
  myActions: () => [...queryKeys.solicitudes, 'my-actions'] as const,
  detail: (solicitudId: string) => [...queryKeys.solicitudes, 'detail', solicitudId] as const,
  assignableGestores: () => [...queryKeys.solicitudes, 'assignable-gestores'] as const,
};
