import { MSG, type Role } from '@tramites/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import type { ActorCache } from '../lib/actor-cache.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { markNotApplied } from '../lib/db-errors.ts';
import type { TokenIssuer } from '../lib/tokens.ts';

export type { Actor };

export interface AuthPluginOptions {
  tokens: TokenIssuer;
  /** The active account behind a token's user id, or null (given by the app: plugins never import modules). */
  findActiveActor: (userId: string) => Promise<Actor | null>;
  /** The accounts already read; the app drops an account from it whenever that account changes. */
  actorCache: ActorCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenIssuer;
    /** Active accounts by user id: whoever changes an account invalidates it here (and announces it). */
    actorCache: ActorCache;
    /** onRequest hook (before the body is read and validated): a valid token of an active user, else 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook factory: authenticated and one of `roles`, else 401/403. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    app.decorate('tokens', options.tokens);
    app.decorate('actorCache', options.actorCache);
    app.decorateRequest('actor', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) {
        throw unauthorized(MSG.noAutenticado);
      }
      const userId = await app.tokens.verify(header.slice('Bearer '.length).trim());
      if (!userId) {
        throw unauthorized(MSG.tokenInvalido);
      }
      // From the cache when the account was read lately: a deactivation or role change drops it there at
      // once (on every instance), so the token of a deactivated account still stops working at once.
      const actor = await options.actorCache
        .resolve(userId, options.findActiveActor)
        .catch((error: unknown) => {
          // Nothing was changed yet: a 503 from here may be sent again by the client, whatever its method.
          throw markNotApplied(error);
        });
      if (!actor) {
        throw unauthorized(MSG.tokenInvalido);
      }
      request.actor = actor;
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
