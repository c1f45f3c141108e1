import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickReply } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

export const quickReplyKeys = {
  all: ['quick-replies'] as const,
  list: () => [...quickReplyKeys.all, 'list'] as const,
};

/** GET /api/quick-replies: the gestoría's replies and the caller's own (staff only). */
export const getQuickReplies = (signal?: AbortSignal) => api.get<QuickReply[]>('/quick-replies', { signal });

export const quickRepliesQueryOptions = () =>
  queryOptions({
    queryKey: quickReplyKeys.list(),
    queryFn: ({ signal }) => getQuickReplies(signal),
    // Replies change rarely: the picker opens at once from the cache.
    staleTime: 60_000,
  });

export function useQuickReplies(options: { enabled?: boolean } = {}) {
  return useQuery({ ...quickRepliesQueryOptions(), enabled: options.enabled ?? true });
}
