import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput, VerifyEmailInput, VerifyEmailResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/email/verify: the e-mailed link's token; answers the account as it now is. */
export const verifyEmail = (input: VerifyEmailInput) =>
  api.post<VerifyEmailResponse>('/auth/email/verify', input);

/** POST /api/auth/email/resend (signed in): a new verification link to the account's address. */
export const resendVerification = () => api.post<{ detail: string }>('/auth/email/resend');

/** POST /api/auth/email/change (signed in): the link goes to the new address; nothing changes until it is opened. */
export const changeEmail = (input: ChangeEmailInput) =>
  api.post<{ detail: string }>('/auth/email/change', input);

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
