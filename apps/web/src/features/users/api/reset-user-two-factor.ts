import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/users/{id}/2fa/reset: clears the account's two-step sign-in (a gestor who lost the
 * phone); their sessions end and they enrol again at the next sign-in. Nothing the list shows changes.
 */
export const resetUserTwoFactor = (userId: string) =>
  api.post<{ message: string }>(`/admin/users/${encodeURIComponent(userId)}/2fa/reset`);

export function useResetUserTwoFactor() {
  return useMutation({ mutationFn: resetUserTwoFactor });
}
