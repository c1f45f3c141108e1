import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RejectionReasonPreset } from '@tramites/shared';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The preset rejection reasons (issue 27) every document rejection offers: the review pane, the request
 * page's dialog, the queue's quick and batch rejections. Under the documents root: reviewers' lists, refreshed with the rest of the review data. */
export const rejectionReasonKeys = {
  active: [...queryKeys.documents, 'rejection-reasons'] as const,
  admin: [...queryKeys.documents, 'rejection-reasons', 'admin'] as const,
};

/** GET /api/rejection-reasons (gestor or admin): the active presets, in the admins' order. */
export const getRejectionReasons = (signal?: AbortSignal) =>
  api.get<RejectionReasonPreset[]>('/rejection-reasons', { signal });

export const rejectionReasonsQueryOptions = () =>
  queryOptions({
    queryKey: rejectionReasonKeys.active,
    queryFn: ({ signal }) => getRejectionReasons(signal),
    // Edited rarely, by an admin: a reviewer's list need not refetch on every pane.
    staleTime: 5 * 60_000,
  });

export function useRejectionReasons() {
  return useQuery(rejectionReasonsQueryOptions());
}
