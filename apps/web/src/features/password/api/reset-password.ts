import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput, ResetPasswordResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/reset: the e-mailed link's token and the new password; every session ends. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<ResetPasswordResponse>('/auth/password/reset', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
