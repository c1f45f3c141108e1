import type { Actor } from './actor.ts';

export interface ActorCacheOptions {
  /** Most sessions kept; past it the least recently used one goes. */
  maxEntries: number;
  /** How long an entry is trusted without a read: the safety net for a change no event announced. 0: no caching. */
  ttlMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** A live session as authentication needs it: the account it acts for and when it ends. */
export interface SessionActor {
  actor: Actor;
  session: {
    /** The absolute end (ms since the epoch). */
    expiresAt: number;
    /** Last time it was used, as this instance knows it (ms): idleness ends a session too. */
    lastSeenAt: number;
  };
}

interface Entry {
  userId: string;
  value: SessionActor;
  expiresAt: number;
}

/**
 * The live sessions behind recent requests (session id → account and session), so that authentication
 * reads no row per request. Only live sessions of active accounts are kept: an unknown, ended or deactivated
 * one is read again on its next request. Whoever ends a session or changes an account's role, active flag,
 * approval or password invalidates that user here (on every instance, through the `account.changed` event):
 * every session of the user is dropped and read again.
 */
export class ActorCache {
  /** A Map iterates in insertion order: each hit moves its entry to the end, so the first is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  /** user id → that user's session ids in `entries`, for invalidate(userId). */
  private readonly sessionsByUser = new Map<string, Set<string>>();
  /** Counts invalidations: a read that started before one may hold the old account and is not stored. */
  private invalidations = 0;
  private readonly now: () => number;

  constructor(private readonly options: ActorCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether any session of the user is cached. */
  hasUser(userId: string): boolean {
    return this.sessionsByUser.has(userId);
  }

  get(sessionId: string): SessionActor | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) {
      return undefined;
    }
    this.entries.delete(sessionId);
    if (entry.expiresAt <= this.now()) {
      this.forget(sessionId, entry.userId);
      return undefined;
    }
    this.entries.set(sessionId, entry);
    return entry.value;
  }

  set(sessionId: string, value: SessionActor): void {
    if (this.options.ttlMs <= 0) {
      return;
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, {
      userId: value.actor.id,
      value,
      expiresAt: this.now() + this.options.ttlMs,
    });
    let sessions = this.sessionsByUser.get(value.actor.id);
    if (!sessions) {
      sessions = new Set();
      this.sessionsByUser.set(value.actor.id, sessions);
    }
    sessions.add(sessionId);
    if (this.entries.size > this.options.maxEntries) {
      const [oldestId, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestId);
      this.forget(oldestId, oldest.userId);
    }
  }

  /** Drops every session of the user. */
  invalidate(userId: string): void {
    this.invalidations++;
    for (const sessionId of this.sessionsByUser.get(userId) ?? []) {
      this.entries.delete(sessionId);
    }
    this.sessionsByUser.delete(userId);
  }

  clear(): void {
    this.invalidations++;
    this.entries.clear();
    this.sessionsByUser.clear();
  }

  /**
   * The cached session, else what `load` reads (a live session of an active account, or null), stored
   * unless an invalidation came while it was read: the read may predate that change, and storing it would
   * undo the invalidation.
   */
  async resolve(
    sessionId: string,
    load: (sessionId: string) => Promise<SessionActor | null>,
  ): Promise<SessionActor | null> {
    const cached = this.get(sessionId);
    if (cached) {
      return cached;
    }
    const invalidationsBefore = this.invalidations;
    const value = await load(sessionId);
    if (value && this.invalidations === invalidationsBefore) {
      this.set(sessionId, value);
    }
    return value;
  }

  private forget(sessionId: string, userId: string): void {
    const sessions = this.sessionsByUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) {
      this.sessionsByUser.delete(userId);
    }
  }
}
