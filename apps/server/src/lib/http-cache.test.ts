import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CachedResource, keepResource, sendWhenReady } from './http-cache.ts';

const resource: CachedResource = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'no-cache',
  variants: { identity: { body: Buffer.from('[]'), etag: '"x"' } },
};

describe('keepResource', () => {
  it('puts the resource on the promise once it is read, so a route can send it without waiting', async () => {
    let fulfil: (value: CachedResource) => void = () => undefined;
    const kept = keepResource(new Promise<CachedResource>((resolve) => (fulfil = resolve)));
    expect(kept.ready).toBeUndefined();
    fulfil(resource);
    await expect(kept).resolves.toBe(resource);
    expect(kept.ready).toBe(resource);
  });

  it('keeps nothing from a failed read, and leaves the failure to the caller', async () => {
    const kept = keepResource(Promise.reject<CachedResource>(new Error('no such category')));
    await expect(kept).rejects.toThrow('no such category');
    expect(kept.ready).toBeUndefined();
  });
});

describe('sendWhenReady', () => {
  async function serve(kept: ReturnType<typeof keepResource>) {
    const returned: unknown[] = [];
    const app = Fastify();
    app.get('/x', (request, reply) => {
      const result = sendWhenReady(request, reply, kept);
      returned.push(result);
      return result;
    });
    const response = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return { response, returned };
  }

  it('sends a kept resource in the same turn, returning no promise for Fastify to follow', async () => {
    const kept = keepResource(Promise.resolve(resource));
    await kept;
    const { response, returned } = await serve(kept);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
    expect(response.headers.etag).toBe('"x"');
    expect(returned).toEqual([undefined]);
  });

  it('waits for a resource still being read, and a failed read reaches the error handler', async () => {
    const pending = await serve(
      keepResource(new Promise((resolve) => setTimeout(() => resolve(resource), 5))),
    );
    expect(pending.response.statusCode).toBe(200);
    expect(pending.returned[0]).toBeInstanceOf(Promise);
    const failed = await serve(keepResource(Promise.reject<CachedResource>(new Error('no such category'))));
    expect(failed.response.statusCode).toBe(500);
  });
});
