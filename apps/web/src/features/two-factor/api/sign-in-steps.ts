import type {
  AuthResponseSchema,
  SignInStep,
  TwoFactorEnableResponse,
  TwoFactorSetup,
} from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * The calls of a sign-in that needs a second step (issue 23). Each carries the `challenge` the previous
 * answer gave; none needs a session (there is none yet).
 */

/** POST /api/auth/login/2fa: a 6-digit code or a recovery code → `{token, user}`. */
export const verifySignInCode = (body: { challenge: string; code: string }) =>
  api.post<AuthResponse>('/auth/login/2fa', body);

/** POST /api/auth/password/upgrade: the staff password rule met at sign-in → the next step. */
export const upgradePasswordAtSignIn = (body: { challenge: string; new_password: string }) =>
  api.post<SignInStep>('/auth/password/upgrade', body);

/** POST /api/auth/2fa/setup: with a sign-in challenge (staff enrolment), or signed in without one. */
export const setupTwoFactor = (challenge?: string) =>
  api.post<TwoFactorSetup>('/auth/2fa/setup', challenge ? { challenge } : {});

/** POST /api/auth/2fa/enable: the recovery codes; with a challenge also `{token, user}`. */
export const enableTwoFactor = (body: { code: string; challenge?: string }) =>
  api.post<TwoFactorEnableResponse>('/auth/2fa/enable', body);
