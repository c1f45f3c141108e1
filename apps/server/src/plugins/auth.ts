import { MSG, type Role } from '@tramites/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import type { ActorCache, SessionActor } from '../lib/actor-cache.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { markNotApplied } from '../lib/db-errors.ts';
import type { TokenClaims, TokenIssuer } from '../lib/tokens.ts';

export type { Actor };

export interface AuthPluginOptions {
  tokens: TokenIssuer;
  /**
   * The live session a token names, with its active account, or null (given by the app: plugins never
   * import modules).
   */
  findSessionActor: (claims: TokenClaims) => Promise<SessionActor | null>;
  /** Whether a cached session has been idle too long (SESSION_IDLE_DAYS). */
  isIdle: (session: SessionActor['session']) => boolean;
  /** Records that the session was used (the app writes it at most once a minute). */
  noteUse: (sessionId: string, session: SessionActor['session']) => void;
  /** The sessions already read; the app drops a user's from it whenever the account or a session changes. */
  actorCache: ActorCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenIssuer;
    /** Live sessions and their accounts: whoever changes an account or ends a session invalidates it here (and announces it). */
    actorCache: ActorCache;
    /** onRequest hook (before the body is read and validated): a valid token of an active user, else 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook factory: authenticated and one of `roles`, else 401/403. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The session the request's token names (set with `actor`). */
    sessionId: string | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    app.decorate('tokens', options.tokens);
    app.decorate('actorCache', options.actorCache);
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionId', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) {
        throw unauthorized(MSG.noAutenticado);
      }
      const claims = await app.tokens.verify(header.slice('Bearer '.length).trim());
      if (!claims) {
        throw unauthorized(MSG.tokenInvalido);
      }
      // From the cache when the session was read lately: ending a session, a deactivation or a role change
      // drops the user there at once (on every instance), so such a token stops working at once. An idle
      // copy is read again: another instance may have seen the session since.
      const load = () => options.findSessionActor(claims);
      let found = await options.actorCache.resolve(claims.sessionId, load).catch(notApplied);
      if (found && options.isIdle(found.session)) {
        options.actorCache.invalidate(found.actor.id);
        found = await load().catch(notApplied);
      }
      if (!found || found.actor.id !== claims.userId) {
        throw new AppError(401, MSG.sesionExpirada, 'session_expired');
      }
      options.noteUse(claims.sessionId, found.session);
      request.actor = found.actor;
      request.sessionId = claims.sessionId;
    }

    // Nothing was changed yet: a 503 from a failed read may be sent again by the client, whatever its method.
    function notApplied(error: unknown): never {
      throw markNotApplied(error);
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(request.actor!.role)) {
        throw forbidden(MSG.sinPermiso);
      }
    });
  },
  { name: 'auth' },
);

/** For handlers behind `authenticate`: the actor is always set there. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) {
    throw unauthorized(MSG.noAutenticado);
  }
  return request.actor;
};
