import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './get-two-factor-status.ts';

/** POST /api/auth/2fa/disable {code}: clients only, with a current code. */
export const disableTwoFactor = (code: string) =>
  api.post<{ message: string }>('/auth/2fa/disable', { code });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
