import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickReplyValues } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the solicitudes root: any change to the solicitud (a quotation, a review) refreshes its values. */
export const quickReplyValuesKey = (solicitudId: string) =>
  [...queryKeys.solicitudes, 'quick-reply-values', solicitudId] as const;

/** GET /api/solicitudes/{id}/quick-reply-values: what each {variable} becomes for this solicitud. */
export const getQuickReplyValues = (solicitudId: string, signal?: AbortSignal) =>
  api.get<QuickReplyValues>(`/solicitudes/${encodeURIComponent(solicitudId)}/quick-reply-values`, { signal });

export const quickReplyValuesQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: quickReplyValuesKey(solicitudId),
    queryFn: ({ signal }) => getQuickReplyValues(solicitudId, signal),
    staleTime: 10_000,
  });

export function useQuickReplyValues(solicitudId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...quickReplyValuesQueryOptions(solicitudId), enabled: options.enabled ?? true });
}
