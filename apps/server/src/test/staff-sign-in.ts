import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';

/** The recovery codes of the accounts this test process enrolled, to pass the code step later. */
const recoveryCodesByEmail = new Map<string, string[]>();

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * Signs a staff account outside the demo list in through every step the sign-in asks for (issue 23): a
 * longer password (`password` with a suffix, returned), enrolment in the two-step sign-in (its code computed
 * by otpauth), or the code step (one of the recovery codes this process kept). Returns the token.
 */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ token: string; password: string }> {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload });
    if (response.statusCode !== 200) {
      throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  let currentPassword = password;
  let step = await post('/api/auth/login', { email, password });
  if (step.password_change_required) {
    currentPassword = `${password}-larga-2026`;
    step = await post('/api/auth/password/upgrade', {
      challenge: step.challenge,
      new_password: currentPassword,
    });
  }
  if (step.two_factor_setup_required) {
    const { secret } = await post('/api/auth/2fa/setup', { challenge: step.challenge });
    step = await post('/api/auth/2fa/enable', { challenge: step.challenge, code: codeOf(secret) });
    recoveryCodesByEmail.set(email, step.recovery_codes);
  } else if (step.two_factor_required) {
    const code = recoveryCodesByEmail.get(email)?.shift();
    if (!code) {
      throw new Error(`signInStaff: ${email} was not enrolled by this test process`);
    }
    step = await post('/api/auth/login/2fa', { challenge: step.challenge, code });
  }
  return { token: step.token, password: currentPassword };
}
