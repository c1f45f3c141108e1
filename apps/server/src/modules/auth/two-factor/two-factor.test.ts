import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { createSecretBox } from '../../../lib/secret-box.ts';
import {
  bearer,
  createSecondInstance,
  createTestApp,
  loginAs,
  registerUser,
  type TestApp,
} from '../../../test/test-app.ts';
import { createSignInChallenges } from './sign-in-challenge.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
});
afterAll(() => t.close());

const STRONG = 'Oficina-2026-segura';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30 s steps from now (computed by otpauth). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? bearer(token) : {},
  });

const login = (email: string, password: string) => post('/api/auth/login', { email, password });

/** A staff account outside the demo list: a registered gestor, approved, promoted to `role` if asked. */
async function createStaff(role: 'gestor' | 'admin' = 'gestor', password = STRONG) {
  const user = await registerUser(t.app, { role: 'gestor', password });
  const approved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${user.id}/approve`,
    headers: bearer(admin),
  });
  expect(approved.statusCode).toBe(200);
  if (role === 'admin') {
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(admin),
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
  }
  return { ...user, password };
}

/** Signs a staff member in through enrolment; returns the secret, the recovery codes and the token. */
async function enrolStaff(email: string, password: string) {
  const first = await login(email, password);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
  const { challenge } = first.json();
  const setup = await post('/api/auth/2fa/setup', { challenge });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const enabled = await post('/api/auth/2fa/enable', { challenge, code: codeOf(secret) });
  expect(enabled.statusCode).toBe(200);
  const body = enabled.json();
  expect(body.recovery_codes).toHaveLength(10);
  expect(body.token).toEqual(expect.any(String));
  expect(body.user).toMatchObject({ email });
  return { secret, recoveryCodes: body.recovery_codes as string[], token: body.token as string };
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('sign-in without a second step', () => {
  it('answers the spec’s {token, user} to a client without 2FA', async () => {
    const client = await registerUser(t.app, { password: 'secreta123' });
    const response = await login(client.email, 'secreta123');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['token', 'user']);
  });

  it('lets every seeded demo account in with demo1234 alone in demo mode, staff too', async () => {
    for (const email of ['admin@demo.mx', 'gestor@demo.mx', 'gestor2@demo.mx', 'luis@demo.mx']) {
      const response = await login(email, 'demo1234');
      expect(response.statusCode, email).toBe(200);
      expect(response.json().token, email).toEqual(expect.any(String));
    }
  });

  it('exempts no demo account outside demo mode: admin@demo.mx meets the password rule', async () => {
    const production = await createSecondInstance(t, { demoMode: false });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.mx', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ password_change_required: true, challenge: expect.any(String) });
    } finally {
      await production.close();
    }
  });

  it('refuses a demo account’s enrolment in demo mode (the shared demo would lock everyone out)', async () => {
    const token = await loginAs(t.app, 'luis@demo.mx');
    const response = await post('/api/auth/2fa/setup', {}, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('demo');
  });
});

describe('staff enrolment at sign-in', () => {
  it('gives staff without 2FA no token from the password alone; they enrol, then sign in with a code', async () => {
    const gestor = await createStaff('gestor');
    const first = await login(gestor.email, gestor.password);
    expect(first.json().token).toBeUndefined();

    const { secret, token } = await enrolStaff(gestor.email, gestor.password);
    expect((await me(token)).statusCode).toBe(200);

    const next = await login(gestor.email, gestor.password);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    // The code of the enrolment's step was used: the next step's code (within the ±1 window) signs in.
    const signedIn = await post('/api/auth/login/2fa', {
      challenge: next.json().challenge,
      code: codeOf(secret, 1),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: gestor.email, role: 'gestor' });
    expect((await me(signedIn.json().token)).statusCode).toBe(200);
  });

  it('refuses a wrong first code (422) and an enrolment challenge used after 2FA is on (409)', async () => {
    const staff = await createStaff('admin');
    const { challenge } = (await login(staff.email, staff.password)).json();
    const { secret } = (await post('/api/auth/2fa/setup', { challenge })).json();
    // The stored secret is sealed (AES-GCM under a key derived from the server's secret), never the seed.
    const [row] = await t.app.db
      .select({ stored: users.totpSecret })
      .from(users)
      .where(eq(users.email, staff.email));
    expect(row!.stored).toMatch(/^v1:/);
    expect(row!.stored).not.toContain(secret);
    const wrong = await post('/api/auth/2fa/enable', {
      challenge,
      code: codeOf(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: 'Código de verificación incorrecto' }]);
    expect((await post('/api/auth/2fa/enable', { challenge, code: codeOf(secret) })).statusCode).toBe(200);
    expect((await post('/api/auth/2fa/setup', { challenge })).statusCode).toBe(409);
  });

  it('answers 401 to setup and enable with neither a session nor a challenge, before validating the body', async () => {
    expect((await post('/api/auth/2fa/setup')).statusCode).toBe(401);
    expect((await post('/api/auth/2fa/enable', { code: 123456 })).statusCode).toBe(401);
    expect((await post('/api/auth/2fa/setup', { challenge: 'no-es-un-desafio' })).statusCode).toBe(401);
  });
});

describe('a TOTP seed sealed under another server secret (JWT_SECRET rotated)', () => {
  it('refuses codes with 401, never a 500, and still lets a recovery code in', async () => {
    const staff = await createStaff('gestor');
    const { secret, recoveryCodes } = await enrolStaff(staff.email, staff.password);
    await t.app.db
      .update(users)
      .set({
        totpSecret: createSecretBox('otro-secreto-otro-secreto-otro-secreto', 'totp secret').seal(secret),
      })
      .where(eq(users.email, staff.email));
    const challenge = async () => (await login(staff.email, staff.password)).json().challenge as string;
    const byCode = await post('/api/auth/login/2fa', {
      challenge: await challenge(),
      code: codeOf(secret, 1),
    });
    expect(byCode.statusCode).toBe(401);
    const byRecovery = await post('/api/auth/login/2fa', {
      challenge: await challenge(),
      code: recoveryCodes[0],
    });
    expect(byRecovery.statusCode).toBe(200);
  });
});

describe('POST /api/auth/login/2fa', () => {
  let staff: { email: string; password: string };
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    staff = await createStaff('gestor');
    ({ secret, recoveryCodes } = await enrolStaff(staff.email, staff.password));
  });

  const challenge = async () => (await login(staff.email, staff.password)).json().challenge as string;

  it('refuses a code already used in its time step', async () => {
    const code = codeOf(secret, -1);
    const first = await post('/api/auth/login/2fa', { challenge: await challenge(), code });
    // The enrolment used the current step: an older step is refused as well as a replay.
    expect(first.statusCode).toBe(401);
    const fresh = codeOf(secret, 1);
    const ok = await post('/api/auth/login/2fa', { challenge: await challenge(), code: fresh });
    expect(ok.statusCode).toBe(200);
    const replay = await post('/api/auth/login/2fa', { challenge: await challenge(), code: fresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Código de verificación incorrecto');
  });

  it('accepts a recovery code once', async () => {
    const code = recoveryCodes[0]!;
    const first = await post('/api/auth/login/2fa', {
      challenge: await challenge(),
      code: code.toLowerCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/login/2fa', { challenge: await challenge(), code });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a stale challenge (over 5 minutes), a challenge of another step and a session token', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, staff.email));
    // Signed with the server's own key, for the right account and password, 6 minutes ago.
    const old = createSignInChallenges(t.config.jwtSecret, () => Date.now() - 6 * 60_000);
    const stale = await old.issue({ userId: row!.id, passwordHash: row!.passwordHash, step: 'two_factor' });
    const staleAnswer = await post('/api/auth/login/2fa', { challenge: stale, code: recoveryCodes[1] });
    expect(staleAnswer.statusCode).toBe(401);
    expect(staleAnswer.json().detail).toBe('La verificación expiró. Inicia sesión de nuevo.');
    const fresh = createSignInChallenges(t.config.jwtSecret);
    const setupStep = await fresh.issue({
      userId: row!.id,
      passwordHash: row!.passwordHash,
      step: 'two_factor_setup',
    });
    expect(
      (await post('/api/auth/login/2fa', { challenge: setupStep, code: recoveryCodes[1] })).statusCode,
    ).toBe(401);

    const client = await registerUser(t.app);
    expect((await post('/api/auth/login/2fa', { challenge: client.token, code: '123456' })).statusCode).toBe(
      401,
    );
    // A challenge is never a session token either.
    expect((await me(await challenge())).statusCode).toBe(401);
  });

  it('checks the challenge (401) before the code’s format (422)', async () => {
    expect((await post('/api/auth/login/2fa', { challenge: 'x', code: '' })).statusCode).toBe(401);
    const response = await post('/api/auth/login/2fa', { challenge: await challenge(), code: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('code');
  });

  it('keeps counting wrong codes when the right password is given again in between', async () => {
    const other = await createStaff('gestor');
    await enrolStaff(other.email, other.password);
    const strict = await createSecondInstance(t, { authRateLimit: 3 });
    try {
      // Another address each time: only the account's counter is at play.
      let address = 0;
      const send = (url: string, payload: object) =>
        strict.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${++address}` });
      const signIn = async () =>
        (await send('/api/auth/login', { email: other.email, password: other.password })).json().challenge;
      const wrong = { code: 'ZZZZZ-ZZZZZ' };
      expect((await send('/api/auth/login/2fa', { challenge: await signIn(), ...wrong })).statusCode).toBe(
        401,
      );
      expect((await send('/api/auth/login/2fa', { challenge: await signIn(), ...wrong })).statusCode).toBe(
        401,
      );
      expect((await send('/api/auth/login/2fa', { challenge: await signIn(), ...wrong })).statusCode).toBe(
        401,
      );
      // Three wrong codes for the account, though each came after the right password: it waits now.
      const password = await send('/api/auth/login', { email: other.email, password: other.password });
      expect(password.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('counts wrong codes toward the login throttle (then even the right code and password wait)', async () => {
    const strict = await createSecondInstance(t, { authRateLimit: 3 });
    try {
      const send = (url: string, payload: object) =>
        strict.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.8.7' });
      const { challenge: strictChallenge } = (
        await send('/api/auth/login', { email: staff.email, password: staff.password })
      ).json();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await send('/api/auth/login/2fa', { challenge: strictChallenge, code: 'ZZZZZ-ZZZZZ' });
        expect(wrong.statusCode).toBe(401);
      }
      const blocked = await send('/api/auth/login/2fa', {
        challenge: strictChallenge,
        code: recoveryCodes[2]!,
      });
      expect(blocked.statusCode).toBe(429);
      const password = await send('/api/auth/login', { email: staff.email, password: staff.password });
      expect(password.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('the staff password rule at sign-in', () => {
  it('asks staff with a password under 12 characters for a new one, then enrolment', async () => {
    const gestor = await createStaff('gestor', 'secreta123');
    const first = await login(gestor.email, 'secreta123');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ password_change_required: true, challenge: expect.any(String) });
    const { challenge } = first.json();

    const short = await post('/api/auth/password/upgrade', { challenge, new_password: 'corta12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].field).toBe('new_password');

    const upgraded = await post('/api/auth/password/upgrade', { challenge, new_password: STRONG });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
    // The challenge belonged to the old password: it is spent.
    expect(
      (await post('/api/auth/password/upgrade', { challenge, new_password: `${STRONG}!` })).statusCode,
    ).toBe(401);
    expect((await login(gestor.email, 'secreta123')).statusCode).toBe(401);
    expect((await login(gestor.email, STRONG)).json().two_factor_setup_required).toBe(true);
  });

  it('leaves clients with a short password alone', async () => {
    const client = await registerUser(t.app, { password: 'secreta1' });
    expect((await login(client.email, 'secreta1')).json().token).toEqual(expect.any(String));
  });
});

describe('a client opts in and out', () => {
  it('enables with a session (no token in the answer), then signs in with a code and disables with one', async () => {
    const client = await registerUser(t.app, { password: 'secreta123' });
    const status = () =>
      t.app
        .inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(client.token) })
        .then((r) => r.json());
    expect(await status()).toEqual({ enabled: false, can_enable: true, can_disable: false });

    // Off: turning it off is a conflict (after the body is valid).
    expect((await post('/api/auth/2fa/disable', { code: '123456' }, client.token)).statusCode).toBe(409);

    const { secret } = (await post('/api/auth/2fa/setup', {}, client.token)).json();
    const enabled = await post('/api/auth/2fa/enable', { code: codeOf(secret) }, client.token);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().token).toBeUndefined();
    expect(enabled.json().recovery_codes).toHaveLength(10);
    expect(await status()).toEqual({ enabled: true, can_enable: false, can_disable: true });

    expect((await login(client.email, 'secreta123')).json().two_factor_required).toBe(true);

    expect((await post('/api/auth/2fa/disable', { code: 'x' }, client.token)).statusCode).toBe(422);
    const wrong = await post(
      '/api/auth/2fa/disable',
      { code: enabled.json().recovery_codes[0].slice(0, 6) },
      client.token,
    );
    expect(wrong.statusCode).toBe(422);
    const off = await post('/api/auth/2fa/disable', { code: codeOf(secret, 1) }, client.token);
    expect(off.statusCode).toBe(200);
    expect((await login(client.email, 'secreta123')).json().token).toEqual(expect.any(String));
  });

  it('never lets staff turn it off: 401 without a session, 403 for staff whatever the body', async () => {
    expect((await post('/api/auth/2fa/disable', { code: '123456' })).statusCode).toBe(401);
    const gestor = await loginAs(t.app, 'gestor@demo.mx');
    const refused = await post('/api/auth/2fa/disable', { code: 42 }, gestor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('El personal no puede desactivar');
  });
});

describe('POST /api/admin/users/{id}/2fa/reset', () => {
  it('clears a gestor’s 2FA, audited; their sessions end and they enrol again', async () => {
    const gestor = await createStaff('gestor');
    const { token } = await enrolStaff(gestor.email, gestor.password);

    const reset = await post(`/api/admin/users/${gestor.id}/2fa/reset`, undefined, admin);
    expect(reset.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(gestor.email, gestor.password)).json().two_factor_setup_required).toBe(true);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=user',
      headers: bearer(admin),
    });
    expect(audit.statusCode).toBe(200);
    const entry = audit
      .json()
      .entries.find(
        (item: { action: string; entity_id: string }) =>
          item.action === 'two_factor_reset' && item.entity_id === gestor.id,
      );
    expect(entry).toMatchObject({ actor_role: 'admin' });

    // Nothing left to reset.
    expect((await post(`/api/admin/users/${gestor.id}/2fa/reset`, undefined, admin)).statusCode).toBe(409);
  });

  it('answers 401, 403, 404 and 409 (one’s own) in that order', async () => {
    const someone = await registerUser(t.app);
    expect((await post(`/api/admin/users/${someone.id}/2fa/reset`)).statusCode).toBe(401);
    const gestor = await loginAs(t.app, 'gestor@demo.mx');
    expect((await post(`/api/admin/users/${someone.id}/2fa/reset`, undefined, gestor)).statusCode).toBe(403);
    expect(
      (await post('/api/admin/users/00000000-0000-4000-8000-000000000000/2fa/reset', undefined, admin))
        .statusCode,
    ).toBe(404);
    const adminId = (await me(admin)).json().id;
    expect((await post(`/api/admin/users/${adminId}/2fa/reset`, undefined, admin)).statusCode).toBe(409);
  });
});
