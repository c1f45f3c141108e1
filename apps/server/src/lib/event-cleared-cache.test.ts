import { describe, expect, it } from 'vitest';
import { createEventClearedCache } from './event-cleared-cache.ts';

describe('createEventClearedCache', () => {
  it('computes once per key for the callers of the moment, and again after clear()', async () => {
    const cache = createEventClearedCache<number>({ ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(1);
    cache.clear();
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('computes again once the entry is older than ttlMs', async () => {
    const cache = createEventClearedCache<number>({ ttlMs: 20 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = createEventClearedCache<number>({ ttlMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('holds at most maxKeys keys', async () => {
    const cache = createEventClearedCache<string>({ ttlMs: 60_000, maxKeys: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
