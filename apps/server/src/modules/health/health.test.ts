import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

type Query = (query: unknown, ...rest: unknown[]) => Promise<unknown>;

/** The driver (PGlite, or the pg pool with npm run test:pg) rejects every query with `error`. */
function failQueries(error: Error): void {
  const client = (t.handle.db as unknown as { $client: { query: Query } }).$client;
  vi.spyOn(client, 'query').mockRejectedValue(error);
}

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('says when to look again while the database restarts', async () => {
    failQueries(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }));
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json()).toMatchObject({ status: 'error', database: 'error' });
  });

  it('is down without a Retry-After on any other database failure', async () => {
    failQueries(Object.assign(new Error('permission denied'), { code: '42501' }));
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBeUndefined();
  });

  it('is up again once the database answers', async () => {
    expect((await health()).json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
