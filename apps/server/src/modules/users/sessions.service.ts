import type { Session, User } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { SessionActor } from '../../lib/actor-cache.ts';
import type { TokenIssuer } from '../../lib/tokens.ts';
import { publishAccountChange } from '../live/live-events.service.ts';
import {
  endSession,
  endSessionsOfUser,
  findLiveSessionWithUser,
  insertSession,
  listLiveSessions,
  touchSession,
} from './sessions.repository.ts';
import { toActor, toPublicUser, type UserRow } from './users.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session (issue 23). */
export const LAST_SEEN_WRITE_MS = 60_000;

export interface SessionConfig {
  /** A session unused this long ends (SESSION_IDLE_DAYS). */
  idleDays: number;
  /** Any session ends this long after sign-in (SESSION_MAX_DAYS). */
  maxDays: number;
}

export interface SessionDeps {
  db: Database;
  tokens: TokenIssuer;
  sessionConfig: SessionConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What starting a session needs: every successful sign-in ends with startSession(app.sessionDeps, …). */
    sessionDeps: SessionDeps;
  }
}

/**
 * A successful sign-in (password, second step or registration): a server-side session and the spec's
 * answer, `{token, user}`. The token names the session, so ending the session kills the token.
 */
export async function startSession(
  deps: SessionDeps,
  params: { user: UserRow; ip: string; userAgent: string },
): Promise<{ token: string; user: User }> {
  const expiresAt = new Date(Date.now() + deps.sessionConfig.maxDays * DAY_MS);
  const session = await insertSession(deps.db, {
    userId: params.user.id,
    ip: params.ip,
    // A header is the client's to choose: kept short.
    userAgent: params.userAgent.slice(0, 300),
    expiresAt,
  });
  const token = await deps.tokens.sign({ userId: params.user.id, sessionId: session.id }, expiresAt);
  return { token, user: toPublicUser(params.user) };
}

/**
 * The live session behind a token, with its active account, or null (ended, past its end, idle too long,
 * another user's, or a deactivated account). One read; the auth plugin keeps the answer in its cache.
 */
export async function findSessionActor(
  db: DbOrTx,
  config: SessionConfig,
  claims: { userId: string; sessionId: string },
): Promise<SessionActor | null> {
  const row = await findLiveSessionWithUser(db, claims.sessionId);
  if (!row || row.user.id !== claims.userId || !row.user.isActive) {
    return null;
  }
  const session = {
    expiresAt: row.session.expiresAt.getTime(),
    lastSeenAt: row.session.lastSeenAt.getTime(),
  };
  return isIdle(config, session) ? null : { actor: toActor(row.user), session };
}

export const isIdle = (config: SessionConfig, session: { lastSeenAt: number }, now = Date.now()) =>
  session.lastSeenAt + config.idleDays * DAY_MS <= now;

/** Records use of a session, at most once a minute (the cached copy keeps the time in between). */
export function noteSessionUse(
  db: Database,
  sessionId: string,
  session: SessionActor['session'],
  onError: (error: unknown) => void,
): void {
  const now = Date.now();
  if (now - session.lastSeenAt < LAST_SEEN_WRITE_MS) {
    return;
  }
  session.lastSeenAt = now;
  touchSession(db, sessionId).catch(onError);
}

/**
 * Ends every live session of the user but `except`, in the caller's transaction, and announces the change:
 * every instance drops the user from its cache, so the ended sessions' tokens get 401 at once everywhere.
 * Deactivation, a role change and a password change or reset end sessions (issue 23).
 */
export async function endSessionsOf(
  tx: DbOrTx,
  userId: string,
  options: { except?: string } = {},
): Promise<void> {
  await endSessionsOfUser(tx, userId, options.except);
  await publishAccountChange(tx, userId);
}

/**
 * Ends one of the user's own sessions (sign-out: the current one; DELETE /api/auth/sessions/{id}: any);
 * false when it is another user's or already ended, which the caller answers as "not found".
 */
export async function revokeSession(db: Database, actor: Actor, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await endSession(tx, { userId: actor.id, sessionId });
    if (ended) {
      await publishAccountChange(tx, actor.id);
    }
    return ended;
  });
}

/** GET /api/auth/sessions. */
export async function listSessions(
  db: Database,
  config: SessionConfig,
  actor: Actor,
  currentSessionId: string,
): Promise<{ sessions: Session[] }> {
  const rows = await listLiveSessions(db, actor.id, new Date(Date.now() - config.idleDays * DAY_MS));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      ip: row.ip,
      user_agent: row.userAgent,
      current: row.id === currentSessionId,
    })),
  };
}
