import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  RejectionReasonCreate,
  RejectionReasonPreset,
  RejectionReasonRemoval,
  RejectionReasonUpdate,
} from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { rejectionReasonKeys } from '../../../lib/rejection-reasons.ts';

/*
 * The admin's list of preset rejection reasons (/api/admin/rejection-reasons): one small resource, so its
 * list and its four changes live in one file. Every change refreshes the admin's list and the reviewers'.
 */

/** GET /api/admin/rejection-reasons: every preset, archived ones too, in order. */
export const getAdminRejectionReasons = (signal?: AbortSignal) =>
  api.get<RejectionReasonPreset[]>('/admin/rejection-reasons', { signal });

export function useAdminRejectionReasons() {
  return useQuery({
    queryKey: rejectionReasonKeys.admin,
    queryFn: ({ signal }) => getAdminRejectionReasons(signal),
  });
}

/** Both lists live under the active list's key: one invalidation refreshes them. */
const useInvalidateReasons = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rejectionReasonKeys.active });
};

/** POST /api/admin/rejection-reasons (409 when the text exists, 422 when blank or too long). */
export function useCreateRejectionReason() {
  const invalidate = useInvalidateReasons();
  return useMutation({
    mutationFn: (body: RejectionReasonCreate) =>
      api.post<RejectionReasonPreset>('/admin/rejection-reasons', body),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/rejection-reasons/{id}: a new text, or archive / restore. */
export function useUpdateRejectionReason() {
  const invalidate = useInvalidateReasons();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectionReasonUpdate }) =>
      api.put<RejectionReasonPreset>(`/admin/rejection-reasons/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/rejection-reasons/{id}: deleted, or archived when a document was rejected with it. */
export function useDeleteRejectionReason() {
  const invalidate = useInvalidateReasons();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<RejectionReasonRemoval>(`/admin/rejection-reasons/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/rejection-reasons/reorder: every id once, in the new order; shown at once, undone on failure. */
export function useReorderRejectionReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.put<MessageResponse>('/admin/rejection-reasons/reorder', { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: rejectionReasonKeys.admin });
      const previous = queryClient.getQueryData<RejectionReasonPreset[]>(rejectionReasonKeys.admin);
      if (previous) {
        const byId = new Map(previous.map((reason) => [reason.id, reason]));
        queryClient.setQueryData(
          rejectionReasonKeys.admin,
          ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) {
        queryClient.setQueryData(rejectionReasonKeys.admin, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rejectionReasonKeys.active }),
  });
}
