import type { Actor } from './actor.ts';

export interface ActorCacheOptions {
  /** Most accounts kept; past it the least recently used one goes. */
  maxEntries: number;
  /** How long an entry is trusted without a read: the safety net for a change no event announced. 0: no caching. */
  ttlMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Entry {
  actor: Actor;
  expiresAt: number;
}

/**
 * The active accounts behind recent requests (user id → Actor), so that authentication reads no row per
 * request. Only active accounts are kept: an unknown or deactivated one is read again on its next request,
 * so a reactivated account is never locked out by the cache. Whoever changes an account's role, active
 * flag, approval or password invalidates it here (on every instance, through the `account.changed` event).
 */
export class ActorCache {
  /** A Map iterates in insertion order: each hit moves its entry to the end, so the first is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  /** Counts invalidations: a read that started before one may hold the old account and is not stored. */
  private invalidations = 0;
  private readonly now: () => number;

  constructor(private readonly options: ActorCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(userId: string): Actor | undefined {
    const entry = this.entries.get(userId);
    if (!entry) {
      return undefined;
    }
    this.entries.delete(userId);
    if (entry.expiresAt <= this.now()) {
      return undefined;
    }
    this.entries.set(userId, entry);
    return entry.actor;
  }

  set(userId: string, actor: Actor): void {
    if (this.options.ttlMs <= 0) {
      return;
    }
    this.entries.delete(userId);
    this.entries.set(userId, { actor, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  invalidate(userId: string): void {
    this.invalidations++;
    this.entries.delete(userId);
  }

  clear(): void {
    this.invalidations++;
    this.entries.clear();
  }

  /**
   * The cached actor, else what `load` reads (an active account, or null), stored unless an invalidation
   * came while it was read: the read may predate that change, and storing it would undo the invalidation.
   */
  async resolve(userId: string, load: (userId: string) => Promise<Actor | null>): Promise<Actor | null> {
    const cached = this.get(userId);
    if (cached) {
      return cached;
    }
    const invalidationsBefore = this.invalidations;
    const actor = await load(userId);
    if (actor && this.invalidations === invalidationsBefore) {
      this.set(userId, actor);
    }
    return actor;
  }
}
