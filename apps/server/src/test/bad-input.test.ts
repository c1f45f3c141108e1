import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from './test-app.ts';

/**
 * Every documented endpoint, called with junk by an admin (who passes most role checks) and by a cliente
 * where the admin is refused: the answer is always a 4xx with a Spanish `detail`, never a 500 or a stack trace.
 */
let t: TestApp;
let admin: string;
let cliente: string;
let routes: { method: string; url: string }[];

const JUNK_VALUES = [
  'x',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '%00',
  'ñ'.repeat(300),
  // NUL bytes, which PostgreSQL text cannot hold.
  '\u0000',
  'abc\u0000def',
  // Integers beyond PostgreSQL's integer and bigint.
  '2147483648',
  '99999999999',
  '99999999999999999999999',
  // Impossible and absurd dates.
  '2020-13-45',
  '2023-02-30',
  '9999-12-31',
];

/** Words of zod's English messages: none may reach a user. */
const ENGLISH = /\b(Invalid|Too (big|small)|expected|Required|received|must be)\b/;

const junkQuery = (junk: string) =>
  new URLSearchParams({
    limit: junk,
    offset: junk,
    status: junk,
    search: junk,
    from: junk,
    new_gestor_id: junk,
    new_category_id: junk,
    document_name: junk,
    tramite_request_id: junk,
  }).toString();

const junkBodies = (junk: string) => [
  { junk: [junk] },
  { status: junk, amount: junk, email: junk },
  {
    tramite_type_id: junk,
    tramite_request_id: junk,
    description: junk,
    valid_until: junk,
    message_text: junk,
    search: junk,
    from: junk,
  },
  { tramite_type_id: Number(junk) || 99_999_999_999, description: junk, valid_until: junk },
  null,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
  cliente = await loginAs(t.app, 'cliente@demo.mx');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path })),
  );
});
afterAll(() => t.close());

describe('bad input everywhere', () => {
  it('documents a good number of endpoints', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('never answers 5xx, and every error carries a detail', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/test/')) {
        continue;
      }
      for (const junk of JUNK_VALUES) {
        const url = `${route.url.replace(/\{[^}]+\}/g, encodeURIComponent(junk))}?${junkQuery(junk)}`;
        const payloads = route.method === 'GET' ? [undefined] : junkBodies(junk);
        for (const payload of payloads) {
          const send = (token: string) =>
            t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...bearer(token),
                ...(payload === null ? { 'content-type': 'application/json' } : {}),
              },
              payload: payload === null ? 'null' : payload,
            });
          let response = await send(admin);
          if (response.statusCode === 403) {
            response = await send(cliente);
          }
          // Signing out takes no input to refuse: it ends the session, and the next call needs a new one.
          if (route.url === '/api/auth/logout' && response.statusCode === 204) {
            [admin, cliente] = [
              await loginAs(t.app, 'admin@demo.mx'),
              await loginAs(t.app, 'cliente@demo.mx'),
            ];
          }
          const body = response.body;
          const where = `${route.method} ${url.slice(0, 80)} ${JSON.stringify(payload)?.slice(0, 60)}`;
          if (response.statusCode >= 500 || body.includes('    at ')) {
            failures.push(`${where} → ${response.statusCode} ${body.slice(0, 120)}`);
          } else if (response.statusCode >= 400 && typeof response.json().detail !== 'string') {
            failures.push(`${where} → ${response.statusCode} without detail`);
          } else if (response.statusCode >= 400 && ENGLISH.test(body)) {
            failures.push(`${where} → English message ${body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // Every documented route (over 400) with every junk value: the walk grows with the API.
  }, 240_000);

  it('answers the junk outside testing found with 4xx, never 500', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    for (const [method, url, payload, token] of [
      ['GET', '/api/solicitudes/enriched?search=%00', undefined, admin],
      ['GET', '/api/gestor/pending-documents?search=%00', undefined, admin],
      ['GET', '/api/gestor/pending-documents?from=2020-13-45', undefined, admin],
      ['GET', '/api/categories/2147483648', undefined, admin],
      ['GET', '/api/categories/2147483648/tramites', undefined, admin],
      ['POST', '/api/tramites/request', { tramite_type_id: 99_999_999_999 }, cliente],
      ['POST', `/api/tramite-requests/${id}/messages`, { message_text: 'hola\u0000' }, cliente],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('speaks Spanish for the checks that carry no message of ours', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: { ...bearer(cliente), 'content-type': 'application/json' },
      payload: JSON.stringify({ tramite_type_id: 1, description: 'x'.repeat(2001) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^Demasiado grande/);
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/quotations',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(422);
    expect(nullBody.json().detail).toMatch(/^Entrada inválida/);
  });

  it('answers a body that is not JSON with 400 in Spanish on every write endpoint', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET' && !r.url.includes('upload'))) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/\{[^}]+\}/g, 'x'),
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});
