import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArcoRequest,
  AdminArcoRequestsResponse,
  ArcoRequest,
  ArcoRequestCreateInput,
  ArcoRequestStatus,
  ArcoRequestsResponse,
  ArcoResolveInput,
} from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { arcoKeys } from './arco-keys.ts';

/** GET /api/privacy/requests: the signed-in user's ARCO cases, newest first. */
export function useOwnArcoRequests() {
  return useQuery({
    queryKey: arcoKeys.own,
    queryFn: () => api.get<ArcoRequestsResponse>('/privacy/requests'),
  });
}

/** POST /api/privacy/requests */
export function useCreateArcoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArcoRequestCreateInput) => api.post<ArcoRequest>('/privacy/requests', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arcoKeys.all }),
  });
}

/** GET /api/admin/privacy/requests?status=: pending first by due date. */
export function useAdminArcoRequests(status: ArcoRequestStatus | '') {
  return useQuery({
    queryKey: arcoKeys.admin(status),
    queryFn: () =>
      api.get<AdminArcoRequestsResponse>('/admin/privacy/requests', { query: status ? { status } : {} }),
  });
}

/** POST /api/admin/privacy/requests/{id}/resolve */
export function useResolveArcoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ArcoResolveInput & { id: string }) =>
      api.post<AdminArcoRequest>(`/admin/privacy/requests/${encodeURIComponent(id)}/resolve`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arcoKeys.all }),
  });
}
