import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/forgot: always the same neutral answer, whether the account exists or not. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<{ detail: string }>('/auth/password/forgot', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
