import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAssignedRequest, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cliente: string;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [clienteToken, gestor, admin] = await Promise.all([
    loginAs(t.app, 'cliente@demo.mx'),
    loginAs(t.app, 'gestor@demo.mx'),
    loginAs(t.app, 'admin@demo.mx'),
  ]);
  cliente = clienteToken;
  requestId = (await createAssignedRequest(t.app, { cliente, gestor, admin })).id;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

type Query = (query: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * Makes the driver (PGlite, or the pg pool with npm run test:pg) fail every query on the users table
 * with `error`, as a restarting PostgreSQL does: the token check of any signed-in call reads that table
 * when the account is not in the actor cache (emptied here, as after a start or its TTL).
 * Drizzle wraps it in a DrizzleQueryError, as in production.
 */
function failQueriesOn(table: string, error: Error): void {
  t.app.actorCache.clear();
  const client = (t.handle.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation(async (query, ...rest) => {
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    if (text.includes(`"${table}"`)) {
      throw error;
    }
    return original(query, ...rest);
  });
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

const sendMessage = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${requestId}/messages`,
    headers: bearer(cliente),
    payload: { message_text: 'Hola' },
  });

describe('a database that is briefly down', () => {
  it.each([
    ['57P01 admin_shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot_connect_now', pgError('57P03', 'the database system is shutting down')],
    ['08006 connection_failure', pgError('08006', 'connection failure')],
    ['ECONNREFUSED', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a lost pg connection', new Error('Connection terminated unexpectedly')],
  ])('answers 503 with Retry-After and a Spanish detail on %s, then recovers', async (_name, error) => {
    failQueriesOn('users', error);
    const down = await sendMessage();
    expect(down.statusCode).toBe(503);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    expect(down.json()).toEqual({
      detail: 'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.',
      code: 'service_unavailable',
    });
    // Failed at the token check, before anything was written: the web may send even a POST again.
    expect(down.headers['x-not-applied']).toBe('1');

    vi.restoreAllMocks();
    expect((await sendMessage()).statusCode).toBe(201);
  });

  it('does not say "not applied" when the call failed past the token check (it may have written)', async () => {
    failQueriesOn('chat_messages', pgError('57P01', 'terminating connection due to administrator command'));
    const down = await t.app.inject({
      method: 'GET',
      url: `/api/tramite-requests/${requestId}/messages`,
      headers: bearer(cliente),
    });
    expect(down.statusCode).toBe(503);
    expect(down.headers['x-not-applied']).toBeUndefined();
  });

  it('keeps other database errors a 500 without their text', async () => {
    failQueriesOn('users', pgError('42P01', 'relation "users" does not exist'));
    const response = await sendMessage();
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().code).toBe('internal');
    expect(response.body).not.toContain('users');
  });
});
