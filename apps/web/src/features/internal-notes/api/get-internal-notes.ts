import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InternalNote } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the solicitudes root, like the rest of a solicitud's data (a reconnect refreshes it). */
export const internalNoteKeys = {
  list: (solicitudId: string) => [...queryKeys.solicitudes, 'internal-notes', solicitudId] as const,
};

/** GET /api/solicitudes/{id}/internal-notes (its gestor and the admins only). */
export const getInternalNotes = (solicitudId: string, signal?: AbortSignal) =>
  api.get<InternalNote[]>(`/solicitudes/${encodeURIComponent(solicitudId)}/internal-notes`, { signal });

export const internalNotesQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: internalNoteKeys.list(solicitudId),
    queryFn: ({ signal }) => getInternalNotes(solicitudId, signal),
  });

export function useInternalNotes(solicitudId: string) {
  return useQuery(internalNotesQueryOptions(solicitudId));
}
