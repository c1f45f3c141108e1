import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from './test-app.ts';

/**
 * Every documented endpoint, called with junk by an admin (who passes every role check): the answer
 * is always a 4xx with a Spanish `detail`, never a 500 or a stack trace.
 */
let t: TestApp;
let admin: string;
let routes: { method: string; url: string }[];

const JUNK_VALUES = [
  'x',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '%00',
  'ñ'.repeat(300),
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
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
        const url = `${route.url.replace(/\{[^}]+\}/g, encodeURIComponent(junk))}?limit=${encodeURIComponent(junk)}&status=${encodeURIComponent(junk)}&new_gestor_id=${encodeURIComponent(junk)}&document_name=${encodeURIComponent(junk)}`;
        const payloads =
          route.method === 'GET'
            ? [undefined]
            : [{ junk: [junk] }, { status: junk, amount: junk, email: junk }];
        for (const payload of payloads) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: bearer(admin),
            payload,
          });
          const body = response.body;
          if (response.statusCode >= 500 || body.includes('    at ')) {
            failures.push(
              `${route.method} ${url.slice(0, 80)} → ${response.statusCode} ${body.slice(0, 120)}`,
            );
          } else if (response.statusCode >= 400 && typeof response.json().detail !== 'string') {
            failures.push(`${route.method} ${url.slice(0, 80)} → ${response.statusCode} without detail`);
          }
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
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
