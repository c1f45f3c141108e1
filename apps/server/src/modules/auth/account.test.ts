import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

/** Server-side sessions (issue 23): sign-out, the list of devices, ending them, and their ends. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'secreta123';

async function signIn(email: string, userAgent = 'Navegador de prueba') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const listOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) })).json()
    .sessions as {
    id: string;
    current: boolean;
    user_agent: string;
    ip: string;
  }[];

describe('sessions', () => {
  it('signs out: the token answers 401 (session_expired) at once, and only that one', async () => {
    const user = await registerUser(t.app);
    const other = await signIn(user.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(204);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'session_expired',
      detail: 'Tu sesión expiró. Inicia sesión de nuevo.',
    });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('lists the live sessions with the current one marked, its device and address', async () => {
    const user = await registerUser(t.app);
    const phone = await signIn(user.email, 'Teléfono de prueba');
    const list = await listOf(phone);
    expect(list).toHaveLength(2);
    const current = list.find((session) => session.current)!;
    expect(current).toMatchObject({ user_agent: 'Teléfono de prueba', ip: '127.0.0.1' });
    expect(list.filter((session) => session.current)).toHaveLength(1);
  });

  it("ends one of the user's sessions (its token dies) and answers 404 for another user's or a bad id", async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const laptop = await signIn(user.email);
    const laptopId = (await listOf(laptop)).find((session) => session.current)!.id;
    const strangersId = (await listOf(stranger.token))[0]!.id;

    const del = (id: string, token = user.token) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
    expect((await del(strangersId)).statusCode).toBe(404);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect((await del('no-es-un-id')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${laptopId}` })).statusCode).toBe(
      401,
    );

    expect((await del(laptopId)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await del(laptopId)).statusCode).toBe(404); // already ended
  });

  it('ends every other session of the user, keeping the one that asked', async () => {
    const user = await registerUser(t.app);
    const [second, third] = [await signIn(user.email), await signIn(user.email)];
    const stranger = await registerUser(t.app);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(user.token),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect(await listOf(user.token)).toHaveLength(1);
  });

  it('asks for a session on every endpoint (401 without a token)', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/logout'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/sessions/revoke-others'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('ends a session idle for SESSION_IDLE_DAYS, and any session past its last day', async () => {
    const idle = await registerUser(t.app);
    const old = await registerUser(t.app);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '15 days'` })
      .where(eq(sessions.userId, idle.id));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.id));
    t.app.actorCache.clear(); // as on an instance that has not seen them yet
    for (const token of [idle.token, old.token]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('session_expired');
    }
  });

  it('records the last use of a session, at most once a minute', async () => {
    const user = await registerUser(t.app);
    const lastSeen = async () =>
      (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.lastSeenAt.getTime();
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.userId, user.id));
    t.app.actorCache.clear();
    const before = await lastSeen();
    expect((await me(user.token)).statusCode).toBe(200);
    await expect.poll(lastSeen).toBeGreaterThan(before + 5 * 60_000);
    const written = await lastSeen();
    expect((await me(user.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastSeen()).toBe(written);
  });
});

describe('PUT /api/auth/me', () => {
  const put = (token: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: token ? bearer(token) : {}, payload });

  it('changes the own name and phone, seen at once by /api/auth/me (the cached account is read again)', async () => {
    const user = await registerUser(t.app);
    expect((await me(user.token)).statusCode).toBe(200); // cached now
    const updated = await put(user.token, { name: '  Ana Ruiz  ', phone: '5598765432' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ana Ruiz', phone: '5598765432', email: user.email });
    expect((await me(user.token)).json()).toMatchObject({ name: 'Ana Ruiz', phone: '5598765432' });
  });

  it('checks 401 first, then the spec rules of name and phone (422 per field); role and email are not its to change', async () => {
    const user = await registerUser(t.app);
    expect((await put(undefined, { name: 'x', phone: '1' })).statusCode).toBe(401);
    const bad = await put(user.token, { name: 'A', phone: '55-1234' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['name', 'phone']);
    const sneaky = await put(user.token, {
      name: 'Ana Ruiz',
      phone: '5598765432',
      role: 'admin',
      email: 'x@y.mx',
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json()).toMatchObject({ role: 'cliente', email: user.email });
  });
});
