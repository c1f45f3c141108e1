import { randomUUID } from 'node:crypto';
import { EMAIL_MSG, MSG, PASSWORD_MSG } from '@tramites/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, users } from '../../../db/schema/index.ts';
import { type ReceivedEmail, startSmtpSink } from '../../../test/smtp-sink.ts';
import {
  bearer,
  createSecondInstance,
  createTestApp,
  loginAs,
  registerUser,
  type TestApp,
} from '../../../test/test-app.ts';
import { createOrPromoteAdmin } from '../../users/admin-account.service.ts';

const PUBLIC_URL = 'https://tramites.example.mx';
const VERIFY_LINK = new RegExp(
  `${PUBLIC_URL.replaceAll('.', '\\.')}/verificar-correo\\?token=([A-Za-z0-9_%-]+)`,
);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const verify = (token: string) => post('/api/auth/email/verify', { token });
const resend = (token?: string) => post('/api/auth/email/resend', undefined, token);
const change = (token: string | undefined, payload: object) => post('/api/auth/email/change', payload, token);

const emailsTo = (email: string, subject: RegExp) =>
  smtp.received.filter((message) => message.to.includes(email) && subject.test(message.subject));

/** The newest e-mail to `email` whose subject matches, once `count` of them arrived. */
async function waitForEmail(email: string, subject: RegExp, count = 1): Promise<ReceivedEmail> {
  let message: ReceivedEmail | undefined;
  await vi.waitFor(
    () => {
      const found = emailsTo(email, subject);
      expect(found).toHaveLength(count);
      message = found.at(-1);
    },
    { timeout: 10_000 },
  );
  return message!;
}

const linkTokenOf = (message: ReceivedEmail) => decodeURIComponent(VERIFY_LINK.exec(message.text)![1]!);
const VERIFY_SUBJECT = /^Confirma tu correo ·/;
const CHANGE_SUBJECT = /^Confirma tu correo nuevo/;

const tokenRowsOf = (userId: string, purpose: 'email_verify' | 'email_change') =>
  t.app.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));

const newAddress = (prefix = 'c') => `${prefix}-${randomUUID().slice(0, 8)}@example.mx`;

/** A newly registered client, with its verification e-mail's token. */
async function newClient(password = 'secreta123') {
  const email = newAddress();
  const user = await registerUser(t.app, { email, password });
  const link = linkTokenOf(await waitForEmail(email, VERIFY_SUBJECT));
  return { ...user, password, link };
}

describe('verification of a new account', () => {
  it('mails a 48-hour link on registration; the account is unverified until it is opened, once', async () => {
    const client = await newClient();
    const [message] = emailsTo(client.email, VERIFY_SUBJECT);
    expect(message!.subject).toBe('Confirma tu correo · Trámites MX');
    expect(message!.text).toContain('vence en 48 horas');
    expect(client.link.length).toBeGreaterThanOrEqual(40);
    const rows = await tokenRowsOf(client.id, 'email_verify');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(client.link);
    expect((rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3_600_000).toBe(48);
    expect(await me(client.token)).toMatchObject({ email: client.email, email_verified: false });

    // Opened from anywhere (no session needed): verified, and the session's profile says so at once.
    const verified = await verify(client.link);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      detail: EMAIL_MSG.verificado,
      user: { id: client.id, email: client.email, email_verified: true },
    });
    expect(await me(client.token)).toMatchObject({ email_verified: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, client.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    // Single use.
    const again = await verify(client.link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: EMAIL_MSG.enlaceInvalido, code: 'invalid_link' });
  });

  it('refuses an expired, an unknown and an older link with the dead-link answer', async () => {
    const client = await newClient();
    expect((await resend(client.token)).statusCode).toBe(202);
    const newer = linkTokenOf(await waitForEmail(client.email, VERIFY_SUBJECT, 2));
    // The newer link voided the registration's.
    const older = await verify(client.link);
    expect(older.statusCode).toBe(400);
    expect(older.json()).toMatchObject({ detail: EMAIL_MSG.enlaceInvalido, code: 'invalid_link' });
    expect(EMAIL_MSG.enlaceInvalido).toBe(PASSWORD_MSG.enlaceInvalido);
    // 48 hours later (the row's end moved to the past): expired.
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, client.id), eq(accountTokens.purpose, 'email_verify')));
    const expired = await verify(newer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_link');
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_link');
    expect(await me(client.token)).toMatchObject({ email_verified: false });
  });

  it('refuses a missing token with 422, and a password-reset token is not a verification link', async () => {
    const empty = await verify('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toMatchObject({ field: 'token', message: EMAIL_MSG.enlaceInvalido });
    const client = await newClient();
    await post('/api/auth/password/forgot', { email: client.email });
    const reset = await waitForEmail(client.email, /Restablece/);
    const resetToken = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(reset.text)![1]!);
    expect((await verify(resetToken)).statusCode).toBe(400);
  });

  it('counts the seeded demo accounts and an admin made by create-admin as verified', async () => {
    const token = await loginAs(t.app, 'cliente@demo.mx');
    expect(await me(token)).toMatchObject({ email_verified: true });
    // One of the demo requests' extra accounts, seeded apart.
    expect(await me(await loginAs(t.app, 'luis@demo.mx'))).toMatchObject({ email_verified: true });
    await createOrPromoteAdmin(t.app.db, {
      email: 'verificada@gestoria.mx',
      name: 'Admin Verificada',
      password: 'Oficina2026segura',
    });
    const [created] = await t.app.db.select().from(users).where(eq(users.email, 'verificada@gestoria.mx'));
    expect(created!.emailVerifiedAt).toBeInstanceOf(Date);
    const conflict = await resend(token);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().detail).toBe(EMAIL_MSG.yaVerificado);
  });
});

describe('POST /api/auth/email/resend', () => {
  it('needs a session (401), then refuses a verified account (409)', async () => {
    expect((await resend()).statusCode).toBe(401);
    const client = await newClient();
    expect((await verify(client.link)).statusCode).toBe(200);
    expect((await resend(client.token)).statusCode).toBe(409);
  });

  it('mails a new working link, a few times an hour per account (then 429)', async () => {
    const client = await newClient();
    for (let index = 0; index < 3; index++) {
      const response = await resend(client.token);
      expect(response.statusCode, `try ${index}`).toBe(202);
      expect(response.json().detail).toBe(EMAIL_MSG.enlaceReenviado(client.email));
    }
    const blocked = await resend(client.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ detail: MSG.demasiadosIntentos, code: 'rate_limited' });
    // Another account has its own budget.
    const other = await newClient();
    expect((await resend(other.token)).statusCode).toBe(202);
    // Only the newest of the four e-mails works.
    const newest = linkTokenOf(await waitForEmail(client.email, VERIFY_SUBJECT, 4));
    expect((await verify(newest)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/email/change', () => {
  it('checks in order: 401, 422 (address, same address, password), 409 (taken)', async () => {
    const client = await newClient();
    expect(
      (await change(undefined, { email: newAddress(), current_password: client.password })).statusCode,
    ).toBe(401);
    const bad = await change(client.token, { email: 'no-es-correo', current_password: client.password });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'email' });
    const missing = await change(client.token, { email: newAddress() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ field: 'current_password' });
    const same = await change(client.token, {
      email: client.email.toUpperCase(),
      current_password: client.password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual([{ field: 'email', message: EMAIL_MSG.mismoCorreo }]);
    // A wrong password is a 422 even for a taken address: the address is not revealed without it.
    const wrong = await change(client.token, { email: 'gestor@demo.mx', current_password: 'otra-cosa-9' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { field: 'current_password', message: PASSWORD_MSG.actualIncorrecta },
    ]);
    const taken = await change(client.token, { email: 'gestor@demo.mx', current_password: client.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: MSG.emailDuplicado, code: 'email_taken' });
    expect(await tokenRowsOf(client.id, 'email_change')).toHaveLength(0);
  });

  it('mails the link to the new address and a notice to the old one; nothing changes until the link is opened', async () => {
    const client = await newClient();
    const target = newAddress('nuevo');
    const response = await change(client.token, {
      email: target.toUpperCase(),
      current_password: client.password,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: EMAIL_MSG.cambioSolicitado(target) });
    const link = linkTokenOf(await waitForEmail(target, CHANGE_SUBJECT));
    const notice = await waitForEmail(client.email, /Pidieron cambiar tu correo/);
    expect(notice.text).toContain(target);
    expect(VERIFY_LINK.test(notice.text)).toBe(false);
    const [row] = await tokenRowsOf(client.id, 'email_change');
    expect(row).toMatchObject({ newEmail: target, usedAt: null });
    expect(row!.tokenHash).not.toContain(link);
    // Still the old address: signing in with the new one fails, the profile is unchanged.
    expect(await me(client.token)).toMatchObject({ email: client.email, email_verified: false });
    expect((await post('/api/auth/login', { email: target, password: client.password })).statusCode).toBe(
      401,
    );

    const applied = await verify(link);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      detail: EMAIL_MSG.cambiado(target),
      user: { id: client.id, email: target, email_verified: true },
    });
    // The session stays and reads the new address at once; the old address is told.
    expect(await me(client.token)).toMatchObject({ email: target, email_verified: true });
    const changed = await waitForEmail(client.email, /Tu correo cambió/);
    expect(changed.text).toContain(target);
    expect((await post('/api/auth/login', { email: target, password: client.password })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/auth/login', { email: client.email, password: client.password })).statusCode,
    ).toBe(401);
    // Once.
    expect((await verify(link)).statusCode).toBe(400);
  });

  it('voids the links mailed to the old address once the change applies', async () => {
    const client = await newClient();
    await post('/api/auth/password/forgot', { email: client.email });
    const reset = await waitForEmail(client.email, /Restablece/);
    const resetToken = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(reset.text)![1]!);
    const target = newAddress('nuevo');
    await change(client.token, { email: target, current_password: client.password });
    expect((await verify(linkTokenOf(await waitForEmail(target, CHANGE_SUBJECT)))).statusCode).toBe(200);
    expect((await verify(client.link)).statusCode).toBe(400);
    const reused = await post('/api/auth/password/reset', { token: resetToken, password: 'nueva-clave-77' });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses at apply time an address another account took meanwhile (409), and the link stays unused', async () => {
    const client = await newClient();
    const target = newAddress('disputa');
    expect(
      (await change(client.token, { email: target, current_password: client.password })).statusCode,
    ).toBe(202);
    const link = linkTokenOf(await waitForEmail(target, CHANGE_SUBJECT));
    await registerUser(t.app, { email: target });
    const taken = await verify(link);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: MSG.emailDuplicado, code: 'email_taken' });
    expect(await me(client.token)).toMatchObject({ email: client.email });
    const [row] = await tokenRowsOf(client.id, 'email_change');
    expect(row!.usedAt).toBeNull();
  });

  it('counts a wrong current password as a failed sign-in (the login throttle), and limits the links', async () => {
    const small = await createTestApp({ authRateLimit: 3 });
    try {
      const client = await registerUser(small.app, { email: newAddress() });
      const call = (payload: object, remoteAddress: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/email/change',
          payload,
          remoteAddress,
          headers: bearer(client.token),
        });
      for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
        expect((await call({ email: newAddress(), current_password: 'mala-clave-1' }, ip)).statusCode).toBe(
          422,
        );
      }
      // The account is now blocked: at sign-in, and here even with the right password.
      const blocked = await call({ email: newAddress(), current_password: 'secreta123' }, '10.2.0.4');
      expect(blocked.statusCode).toBe(429);
      const login = await small.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: client.email, password: 'secreta123' },
        remoteAddress: '10.2.0.5',
      });
      expect(login.statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });

  it('mails at most a few change links an hour per account', async () => {
    const client = await newClient();
    for (let index = 0; index < 3; index++) {
      const response = await change(client.token, { email: newAddress(), current_password: client.password });
      expect(response.statusCode, `try ${index}`).toBe(202);
    }
    const blocked = await change(client.token, { email: newAddress(), current_password: client.password });
    expect(blocked.statusCode).toBe(429);
    // Only the newest change link is alive.
    const rows = await tokenRowsOf(client.id, 'email_change');
    expect(rows.filter((row) => row.expiresAt.getTime() > Date.now() && !row.usedAt)).toHaveLength(1);
  });
});

describe('across instances', () => {
  it('a change applied on one instance is read by a session on another', async () => {
    const second = await createSecondInstance(t);
    try {
      const client = await newClient();
      const seen = await second.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(client.token),
      });
      expect(seen.json()).toMatchObject({ email_verified: false });
      expect((await verify(client.link)).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const again = await second.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: bearer(client.token),
          });
          expect(again.json()).toMatchObject({ email_verified: true });
        },
        { timeout: 10_000 },
      );
    } finally {
      await second.close();
    }
  });
});
