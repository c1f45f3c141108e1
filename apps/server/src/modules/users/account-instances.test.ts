import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-sign-in.ts';
import {
  bearer,
  createSecondInstance,
  createTestApp,
  loginAs,
  registerUser,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Two instances on one database, as behind a load balancer: each keeps the signed-in accounts in its own
 * actor cache, and an admin's change through one reaches the other's as soon as the account.changed event
 * does (PostgreSQL under `npm run test:pg`, each instance with its own LISTEN connection; PGlite's
 * notifications otherwise). The wait is bounded well under the cache's 30 s TTL: only the event can end it.
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let admin: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  admin = await loginAs(a.app, 'admin@demo.mx');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const meOn = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** `GET /api/auth/me` on `app` until `expected` holds of its answer, or the last answer after 10 s. */
async function eventually(
  app: TestApp['app'],
  token: string,
  expected: (response: Awaited<ReturnType<typeof meOn>>) => boolean,
) {
  const deadline = Date.now() + 10_000;
  let response = await meOn(app, token);
  while (!expected(response) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    response = await meOn(app, token);
  }
  return response;
}

const changeOnA = async (id: string, payload: object) => {
  const response = await a.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    headers: bearer(admin),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const signInOn = async (app: TestApp['app'], email: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secreta123' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};

describe(`the sessions of two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses on instance B every token of an account deactivated through instance A; reactivated, it signs in again', async () => {
    const user = await registerUser(a.app);
    const second = await signInOn(b.app, user.email);
    expect((await meOn(b.app, user.token)).statusCode).toBe(200);
    expect((await meOn(b.app, second)).statusCode).toBe(200);
    // B now answers this account from memory.
    expect(b.app.actorCache.hasUser(user.id)).toBe(true);

    await changeOnA(user.id, { is_active: false });
    expect((await meOn(a.app, user.token)).statusCode).toBe(401);
    for (const token of [user.token, second]) {
      expect((await eventually(b.app, token, (response) => response.statusCode === 401)).statusCode).toBe(
        401,
      );
    }

    // Deactivation ended its sessions: reactivated, the old tokens stay dead and a new sign-in works.
    await changeOnA(user.id, { is_active: true });
    expect((await meOn(b.app, user.token)).statusCode).toBe(401);
    expect((await meOn(a.app, second)).statusCode).toBe(401);
    expect((await meOn(b.app, await signInOn(b.app, user.email))).statusCode).toBe(200);
  });

  it('ends on instance B the sessions of an account whose role changed through instance A', async () => {
    const user = await registerUser(a.app);
    expect((await meOn(b.app, user.token)).json().role).toBe('cliente');

    await changeOnA(user.id, { role: 'gestor' });
    expect((await eventually(b.app, user.token, (response) => response.statusCode === 401)).statusCode).toBe(
      401,
    );
    // Now staff: the sign-in goes through a longer password and the two-step sign-in (issue 23).
    const { token } = await signInStaff(b.app, user.email, 'secreta123');
    expect((await meOn(b.app, token)).json().role).toBe('gestor');
  });

  it('kills a signed-out token on instance B at once (no database read per request there)', async () => {
    const user = await registerUser(a.app);
    expect((await meOn(b.app, user.token)).statusCode).toBe(200);
    const loggedOut = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(
      (await eventually(b.app, user.token, (response) => response.statusCode === 401)).json(),
    ).toMatchObject({
      code: 'session_expired',
    });
  });
});
