import { describe, expect, it } from 'vitest';
import { type CachedResource, keepResource } from './http-cache.ts';

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
