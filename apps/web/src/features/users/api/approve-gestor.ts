import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserQueries } from './invalidate-users.ts';

/** PUT /api/admin/users/{id}/approve: a pending gestor starts seeing and receiving cases. */
export const approveGestor = (userId: string) =>
  api.put<AdminUser>(`/admin/users/${encodeURIComponent(userId)}/approve`);

export function useApproveGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveGestor,
    onSuccess: () => invalidateUserQueries(queryClient),
  });
}
