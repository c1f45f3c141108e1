import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SatisfactionState } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the solicitud's root: any change to the solicitud (a completion) reads it again. */
export const satisfactionKey = (solicitudId: string) =>
  [...queryKeys.solicitudes, 'satisfaction', solicitudId] as const;

/** GET /api/solicitudes/{id}/satisfaction: the client's rating, or null while not rated. */
export const getSatisfaction = (solicitudId: string, signal?: AbortSignal) =>
  api.get<SatisfactionState>(`/solicitudes/${encodeURIComponent(solicitudId)}/satisfaction`, { signal });

export const satisfactionQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: satisfactionKey(solicitudId),
    queryFn: ({ signal }) => getSatisfaction(solicitudId, signal),
  });

export function useSatisfaction(solicitudId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...satisfactionQueryOptions(solicitudId), enabled: options.enabled ?? true });
}
