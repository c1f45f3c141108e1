import { randomUUID } from 'node:crypto';
import { MSG, PASSWORD_MSG, STAFF_PASSWORD_MIN_LENGTH } from '@tramites/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, adminAuditEvents } from '../../../db/schema/index.ts';
import { type ReceivedEmail, startSmtpSink } from '../../../test/smtp-sink.ts';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../../test/test-app.ts';
import { COMMON_PASSWORDS_REFUSED, commonPasswordCount, isCommonPassword } from './common-passwords.ts';

const PUBLIC_URL = 'https://tramites.example.mx';
const RESET_LINK = new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}/restablecer\\?token=([A-Za-z0-9_%-]+)`);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  admin = await loginAs(t.app, 'admin@demo.mx');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const resetEmailsTo = (email: string) =>
  smtp.received.filter((message) => message.to.includes(email) && /Restablece/.test(message.subject));

/** The token of the newest reset e-mail to `email`, once it arrives (`count` e-mails by then). */
async function resetTokenFor(email: string, count = 1): Promise<string> {
  let message: ReceivedEmail | undefined;
  await vi.waitFor(
    () => {
      const emails = resetEmailsTo(email);
      expect(emails).toHaveLength(count);
      message = emails.at(-1);
    },
    { timeout: 10_000 },
  );
  return decodeURIComponent(RESET_LINK.exec(message!.text)![1]!);
}

const resetRowsOf = (userId: string) =>
  t.app.db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password_reset')));

async function forgot(email: string, remoteAddress?: string) {
  return post('/api/auth/password/forgot', { email }, undefined, remoteAddress);
}

/** A new client with a known password, and its e-mail. */
async function newClient(password = 'secreta123') {
  const email = `p-${randomUUID().slice(0, 8)}@example.mx`;
  const user = await registerUser(t.app, { email, password });
  return { ...user, password };
}

describe('the common-password list', () => {
  it('is the 10,000 most common passwords, compared whatever the letter case', () => {
    expect(COMMON_PASSWORDS_REFUSED).toBe(10_000);
    expect(commonPasswordCount()).toBe(10_000);
    for (const password of ['password', '123456', 'qwerty123', 'PassWord', 'QWERTY123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['demo1234', 'secreta123', 'Tramites-2026-seguro']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('is refused at registration with 422 on the password, before a duplicate e-mail (409)', async () => {
    const base = { name: 'Ana Pérez', phone: '5512345678', role: 'cliente' };
    for (const password of ['password', 'Qwerty123']) {
      const response = await post('/api/auth/register', {
        ...base,
        email: `c-${randomUUID().slice(0, 8)}@example.mx`,
        password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'password', message: PASSWORD_MSG.comun }]);
    }
    const duplicate = await post('/api/auth/register', {
      ...base,
      email: 'cliente@demo.mx',
      password: '123456',
    });
    expect(duplicate.statusCode).toBe(422);
    const accepted = await post('/api/auth/register', {
      ...base,
      email: `c-${randomUUID().slice(0, 8)}@example.mx`,
      password: 'secreta123',
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('POST /api/auth/password/forgot', () => {
  it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
    const client = await newClient();
    const unknown = `nadie-${randomUUID().slice(0, 8)}@example.mx`;
    const known = await forgot(client.email.toUpperCase());
    const nobody = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(nobody.statusCode).toBe(202);
    expect(nobody.body).toBe(known.body);
    expect(known.json()).toEqual({ detail: PASSWORD_MSG.enlaceSolicitado });
    const token = await resetTokenFor(client.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [message] = resetEmailsTo(client.email);
    expect(message!.subject).toBe('Restablece tu contraseña · Trámites MX');
    expect(message!.text).toContain('vence en 30 minutos');
    // Only the hash is stored.
    const rows = await resetRowsOf(client.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(30);
    expect(smtp.received.some((email) => email.to.includes(unknown))).toBe(false);
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const client = await newClient();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${client.id}`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    const response = await forgot(client.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: PASSWORD_MSG.enlaceSolicitado });
    const other = await newClient();
    await forgot(other.email);
    await resetTokenFor(other.email);
    expect(resetEmailsTo(client.email)).toHaveLength(0);
  });

  it('answers the same when the mail server refuses the message (the failure is only logged)', async () => {
    const client = await newClient();
    // Its verification e-mail (mailed after registration) goes first: the refusal is meant for the reset's.
    await vi.waitFor(
      () => expect(smtp.received.some((email) => email.to.includes(client.email))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    smtp.failNext(1);
    const failed = await forgot(client.email);
    expect(failed.statusCode).toBe(202);
    expect(failed.json()).toEqual({ detail: PASSWORD_MSG.enlaceSolicitado });
    // The link was stored, and its e-mail refused (451) right after.
    await vi.waitFor(async () => expect(await resetRowsOf(client.id)).toHaveLength(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetEmailsTo(client.email)).toHaveLength(0);
    // The next request mails a link that works (the lost one was never sent).
    await forgot(client.email);
    const token = await resetTokenFor(client.email, 1);
    expect((await post('/api/auth/password/reset', { token, password: 'nueva-clave-77' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a malformed e-mail with 422', async () => {
    const response = await forgot('no-es-correo');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'email' });
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password once, ends every session, and the link never works again', async () => {
    const client = await newClient();
    const otherSession = (await login(client.email, client.password)).json().token;
    expect((await me(otherSession)).statusCode).toBe(200);
    await forgot(client.email);
    const token = await resetTokenFor(client.email);

    const done = await post('/api/auth/password/reset', { token, password: 'nueva-clave-77' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: PASSWORD_MSG.restablecida, email: client.email });
    expect((await me(client.token)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await login(client.email, client.password)).statusCode).toBe(401);
    expect((await login(client.email, 'nueva-clave-77')).statusCode).toBe(200);

    const again = await post('/api/auth/password/reset', { token, password: 'otra-clave-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: PASSWORD_MSG.enlaceInvalido, code: 'invalid_link' });
    expect((await login(client.email, 'nueva-clave-77')).statusCode).toBe(200);
    // The owner hears of the change.
    await vi.waitFor(
      () =>
        expect(
          smtp.received.filter(
            (email) => email.to.includes(client.email) && email.subject.startsWith('Tu contraseña cambió'),
          ),
        ).toHaveLength(1),
      { timeout: 10_000 },
    );
  });

  it('refuses an expired link, an unknown one, and an older link once a newer one was sent', async () => {
    const client = await newClient();
    await forgot(client.email);
    const first = await resetTokenFor(client.email, 1);
    await forgot(client.email);
    const second = await resetTokenFor(client.email, 2);
    expect(second).not.toBe(first);
    const older = await post('/api/auth/password/reset', { token: first, password: 'nueva-clave-77' });
    expect(older.statusCode).toBe(400);
    expect(older.json().detail).toBe(PASSWORD_MSG.enlaceInvalido);

    // 30 minutes later (the row's end moved to the past): expired.
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, client.id), eq(accountTokens.purpose, 'password_reset')));
    const expired = await post('/api/auth/password/reset', { token: second, password: 'nueva-clave-77' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(PASSWORD_MSG.enlaceInvalido);

    const unknown = await post('/api/auth/password/reset', {
      token: 'x'.repeat(43),
      password: 'nueva-clave-77',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(PASSWORD_MSG.enlaceInvalido);
    expect((await login(client.email, client.password)).statusCode).toBe(200);
  });

  it('applies the password rules (422) without spending the link', async () => {
    const client = await newClient();
    await forgot(client.email);
    const token = await resetTokenFor(client.email);
    const common = await post('/api/auth/password/reset', { token, password: 'Password1' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual([{ field: 'password', message: PASSWORD_MSG.comun }]);
    const short = await post('/api/auth/password/reset', { token, password: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([{ field: 'password', message: MSG.passwordMin }]);
    const missing = await post('/api/auth/password/reset', { password: 'nueva-clave-77' });
    expect(missing.statusCode).toBe(422);
    expect((await post('/api/auth/password/reset', { token, password: 'nueva-clave-77' })).statusCode).toBe(
      200,
    );
  });

  it('asks staff for 12 characters or more', async () => {
    const gestor = await registerUser(t.app, { role: 'gestor', password: 'secreta123' });
    await forgot(gestor.email);
    const token = await resetTokenFor(gestor.email);
    const short = await post('/api/auth/password/reset', { token, password: 'corta-123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([{ field: 'password', message: PASSWORD_MSG.staffMin }]);
    const long = `${'x'.repeat(STAFF_PASSWORD_MIN_LENGTH - 4)}-9a7`;
    expect((await post('/api/auth/password/reset', { token, password: long })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (token: string, body: object) => post('/api/auth/password/change', body, token);

  it('checks the session (401) before the body (422)', async () => {
    const response = await post('/api/auth/password/change', {});
    expect(response.statusCode).toBe(401);
    const client = await newClient();
    const invalid = await change(client.token, { current_password: client.password });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({ field: 'new_password' });
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    const client = await newClient();
    const other = (await login(client.email, client.password)).json().token;
    const response = await change(client.token, {
      current_password: client.password,
      new_password: 'cambiada-4321',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: PASSWORD_MSG.cambiada });
    expect((await me(client.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(client.email, client.password)).statusCode).toBe(401);
    expect((await login(client.email, 'cambiada-4321')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field, a common or too short new one, and the same one', async () => {
    const client = await newClient();
    const wrong = await change(client.token, {
      current_password: 'no-es-esta',
      new_password: 'cambiada-4321',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { field: 'current_password', message: PASSWORD_MSG.actualIncorrecta },
    ]);
    const common = await change(client.token, {
      current_password: client.password,
      new_password: 'qwerty123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual([{ field: 'new_password', message: PASSWORD_MSG.comun }]);
    const same = await change(client.token, {
      current_password: client.password,
      new_password: client.password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual([{ field: 'new_password', message: PASSWORD_MSG.igualALaActual }]);
    expect((await login(client.email, client.password)).statusCode).toBe(200);

    const gestor = await registerUser(t.app, { role: 'gestor', password: 'secreta123' });
    const staffShort = await change(gestor.token, {
      current_password: 'secreta123',
      new_password: 'corta-1234',
    });
    expect(staffShort.statusCode).toBe(422);
    expect(staffShort.json().errors).toEqual([{ field: 'new_password', message: PASSWORD_MSG.staffMin }]);
    const staffLong = await change(gestor.token, {
      current_password: 'secreta123',
      new_password: 'larga-y-segura-2026',
    });
    expect(staffLong.statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/password-reset', () => {
  const send = (id: string, token?: string) => post(`/api/admin/users/${id}/password-reset`, {}, token);

  it('answers 401 without a session, 403 to a non-admin, 404 for an unknown user', async () => {
    const client = await newClient();
    expect((await send(client.id)).statusCode).toBe(401);
    expect((await send(client.id, client.token)).statusCode).toBe(403);
    expect((await send(randomUUID(), admin)).statusCode).toBe(404);
    expect((await send('no-es-un-id', admin)).statusCode).toBe(404);
  });

  it('mails the user a working link, audits it, and shows the admin neither link nor password', async () => {
    const client = await newClient();
    const response = await send(client.id.toUpperCase(), admin);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: PASSWORD_MSG.enlaceEnviadoPorAdmin(client.email) });
    const token = await resetTokenFor(client.email);
    expect(response.body).not.toContain(token);
    const [audit] = await t.app.db
      .select()
      .from(adminAuditEvents)
      .where(
        and(eq(adminAuditEvents.entityId, client.id), eq(adminAuditEvents.action, 'password_reset_sent')),
      );
    expect(audit).toMatchObject({ entity: 'user', actorRole: 'admin', after: { email: client.email } });
    expect(JSON.stringify(audit)).not.toContain(token);
    expect((await post('/api/auth/password/reset', { token, password: 'elegida-por-mi-1' })).statusCode).toBe(
      200,
    );
    expect((await login(client.email, 'elegida-por-mi-1')).statusCode).toBe(200);
  });

  it('refuses a deactivated account with 409', async () => {
    const client = await newClient();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${client.id}`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    const response = await send(client.id, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(PASSWORD_MSG.cuentaInactivaEnlace);
  });
});

describe('throttling (AUTH_RATE_LIMIT=3)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => small.close());

  const call = (url: string, payload: object, remoteAddress: string, token?: string) =>
    small.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('counts every forgot-password try per account (known or not) and per IP', async () => {
    for (const email of ['cliente@demo.mx', 'nadie-aqui@example.mx']) {
      for (const [index, ip] of ['10.1.0.1', '10.1.0.2', '10.1.0.3'].entries()) {
        expect((await call('/api/auth/password/forgot', { email }, ip)).statusCode, `${email} ${index}`).toBe(
          202,
        );
      }
      const blocked = await call('/api/auth/password/forgot', { email }, '10.1.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe(MSG.demasiadosIntentos);
    }
    for (const email of ['a@example.mx', 'b@example.mx', 'c@example.mx']) {
      expect((await call('/api/auth/password/forgot', { email }, '10.2.0.1')).statusCode).toBe(202);
    }
    expect((await call('/api/auth/password/forgot', { email: 'd@example.mx' }, '10.2.0.1')).statusCode).toBe(
      429,
    );
  });

  it('counts a wrong current password as a failed sign-in (the login throttle)', async () => {
    const ip = '10.3.0.1';
    const token = (
      await call('/api/auth/login', { email: 'gestor@demo.mx', password: 'demo1234' }, ip)
    ).json().token;
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await call(
        '/api/auth/password/change',
        { current_password: `mala-${attempt}`, new_password: 'larga-y-segura-2026' },
        `10.3.1.${attempt}`,
        token,
      );
      expect(wrong.statusCode).toBe(422);
    }
    // The account's failures are used up: sign-in and change both wait, even with the right password.
    const signIn = await call(
      '/api/auth/login',
      { email: 'gestor@demo.mx', password: 'demo1234' },
      '10.3.2.1',
    );
    expect(signIn.statusCode).toBe(429);
    const blocked = await call(
      '/api/auth/password/change',
      { current_password: 'demo1234', new_password: 'larga-y-segura-2026' },
      '10.3.2.2',
      token,
    );
    expect(blocked.statusCode).toBe(429);
  });
});
