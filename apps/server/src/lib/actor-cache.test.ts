import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache, type SessionActor } from './actor-cache.ts';

const actorOf = (id: string, overrides: Partial<Actor> = {}): Actor => ({
  id,
  name: `Usuario ${id}`,
  email: `${id}@example.mx`,
  role: 'cliente',
  isApproved: true,
  phone: null,
  createdAt: new Date(0),
  emailVerified: true,
  ...overrides,
});

/** A session of `userId` (the cache is keyed by session). */
const sessionOf = (userId: string, overrides: Partial<Actor> = {}): SessionActor => ({
  actor: actorOf(userId, overrides),
  session: { expiresAt: Number.MAX_SAFE_INTEGER, lastSeenAt: 0 },
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
    cache.set('a', sessionOf('a'));
    cache.set('b', sessionOf('b'));
    expect(cache.get('a')?.actor.id).toBe('a'); // now b is the least recently used
    cache.set('c', sessionOf('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.actor.id).toBe('a');
    expect(cache.get('c')?.actor.id).toBe('c');
  });

  it('forgets an entry once its TTL has passed', () => {
    const { cache, advance } = cacheWith({ ttlMs: 30_000 });
    cache.set('a', sessionOf('a'));
    advance(29_999);
    expect(cache.get('a')?.actor.id).toBe('a');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing with a TTL of 0', () => {
    const { cache } = cacheWith({ ttlMs: 0 });
    cache.set('a', sessionOf('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops every session of one account on invalidate, every account's on clear", () => {
    const { cache } = cacheWith();
    cache.set('a1', sessionOf('a'));
    cache.set('a2', sessionOf('a'));
    cache.set('b', sessionOf('b'));
    cache.invalidate('a');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.hasUser('a')).toBe(false);
    expect(cache.get('b')?.actor.id).toBe('b');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('resolves from the cache, else from the load, and stores only an active account', async () => {
    const { cache } = cacheWith();
    let reads = 0;
    const load = async (id: string) => {
      reads++;
      return id === 'inactive' ? null : sessionOf(id);
    };
    expect((await cache.resolve('a', load))?.actor.id).toBe('a');
    expect((await cache.resolve('a', load))?.actor.id).toBe('a');
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
      new Promise<SessionActor>((resolve) => {
        finishRead = () => resolve(sessionOf(id, { role: 'admin' }));
      });
    const pending = cache.resolve('a', slowLoad);
    cache.invalidate('a'); // the role changed while the old row was being read
    finishRead();
    expect((await pending)?.actor.role).toBe('admin');
    expect(cache.get('a')).toBeUndefined();
  });
});
