import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserQueries } from './invalidate-users.ts';

export type UpdateAdminUserInput = { userId: string } & AdminUserUpdateInput;

/**
 * PUT /api/admin/users/{id}: role, active or capacity, with an optional reason for the audit. 409 when
 * an admin would demote or deactivate themselves.
 */
export const updateAdminUser = ({ userId, ...body }: UpdateAdminUserInput) =>
  api.put<AdminUser>(`/admin/users/${encodeURIComponent(userId)}`, body);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => invalidateUserQueries(queryClient),
  });
}
