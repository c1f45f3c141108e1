import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/** The quality routes with junk (the whole API's walk lives in test/bad-input.test.ts): 4xx in Spanish, never 5xx. */
let t: TestApp;
let tokens: string[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = [await loginAs(t.app, 'cliente@demo.mx'), await loginAs(t.app, 'admin@demo.mx')];
});
afterAll(async () => t.close());

const JUNK = [
  'x',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '%00',
  'abc\u0000def',
  '2023-02-30',
  '9999-12-31',
];
const ENGLISH = /\b(Invalid|Too (big|small)|expected|Required|received|must be)\b/;

describe('quality routes with junk', () => {
  it('answer 4xx with a Spanish detail, never 5xx', async () => {
    const failures: string[] = [];
    for (const junk of JUNK) {
      const id = encodeURIComponent(junk);
      const calls = [
        { method: 'GET' as const, url: `/api/solicitudes/${id}/satisfaction` },
        { method: 'GET' as const, url: `/api/admin/quality?desde=${id}&hasta=${id}` },
        ...[{ stars: junk, comment: junk }, { stars: 3, comment: junk }, { junk: [junk] }, null].map(
          (payload) => ({
            method: 'POST' as const,
            url: `/api/solicitudes/${id}/satisfaction`,
            payload,
          }),
        ),
      ];
      for (const call of calls) {
        for (const token of tokens) {
          const response = await t.app.inject({
            method: call.method,
            url: call.url,
            headers: {
              ...bearer(token),
              ...('payload' in call ? { 'content-type': 'application/json' } : {}),
            },
            payload: 'payload' in call ? JSON.stringify(call.payload) : undefined,
          });
          const where = `${call.method} ${call.url} → ${response.statusCode} ${response.body.slice(0, 120)}`;
          if (response.statusCode >= 500 || (response.statusCode >= 400 && ENGLISH.test(response.body))) {
            failures.push(where);
          } else if (response.statusCode >= 400 && typeof response.json().detail !== 'string') {
            failures.push(where);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
