import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache } from './actor-cache.ts';

const actorOf = (id: string, overrides: Partial<Actor> = {}): Actor => ({
  id,
  name: `Usuario ${id}`,
  email: `${id}@example.mx`,
  role: 'cliente',
  isApproved: true,
  phone: null,
  createdAt: new Date(0),
  ...overrides,
});

/** A cache on a clock the test moves. */
function cacheWith(options: { maxEntries?: number; ttlMs?: number } = {}) {
  let now = 1_000;
  const cache = new ActorCache({ maxEntries: 10, ttlMs: 30_000, ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ActorCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache } = cacheWith({ maxEntries: 2 });
    cache.set('a', actorOf('a'));
    cache.set('b', actorOf('b'));
    expect(cache.get('a')?.id).toBe('a'); // now b is the least recently used
    cache.set('c', actorOf('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe('a');
    expect(cache.get('c')?.id).toBe('c');
  });

  it('forgets an entry once its TTL has passed', () => {
    const { cache, advance } = cacheWith({ ttlMs: 30_000 });
    cache.set('a', actorOf('a'));
    advance(29_999);
    expect(cache.get('a')?.id).toBe('a');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing with a TTL of 0', () => {
    const { cache } = cacheWith({ ttlMs: 0 });
    cache.set('a', actorOf('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops one account on invalidate, every account on clear', () => {
    const { cache } = cacheWith();
    cache.set('a', actorOf('a'));
    cache.set('b', actorOf('b'));
    cache.invalidate('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.id).toBe('b');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('resolves from the cache, else from the load, and stores only an active account', async () => {
    const { cache } = cacheWith();
    let reads = 0;
    const load = async (id: string) => {
      reads++;
      return id === 'inactive' ? null : actorOf(id);
    };
    expect((await cache.resolve('a', load))?.id).toBe('a');
    expect((await cache.resolve('a', load))?.id).toBe('a');
    expect(reads).toBe(1);
    // An unknown or inactive account is read every time: once reactivated it is let in at once.
    expect(await cache.resolve('inactive', load)).toBeNull();
    expect(await cache.resolve('inactive', load)).toBeNull();
    expect(reads).toBe(3);
  });

  it('does not store a read that an invalidation overtook (it may hold the account as it was)', async () => {
    const { cache } = cacheWith();
    let finishRead!: () => void;
    const slowLoad = (id: string) =>
      new Promise<Actor>((resolve) => {
        finishRead = () => resolve(actorOf(id, { role: 'admin' }));
      });
    const pending = cache.resolve('a', slowLoad);
    cache.invalidate('a'); // the role changed while the old row was being read
    finishRead();
    expect((await pending)?.role).toBe('admin');
    expect(cache.get('a')).toBeUndefined();
  });
});
