import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/users/{id}/password-reset: the user gets the "restablece tu contraseña" e-mail; the
 * admin never sees the link nor sets the password. Nothing the list shows changes.
 */
export const sendPasswordReset = (userId: string) =>
  api.post<{ detail: string }>(`/admin/users/${encodeURIComponent(userId)}/password-reset`);

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
