import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/change: the user's other sessions end; this one stays. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ detail: string }>('/auth/password/change', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
