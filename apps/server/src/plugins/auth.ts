import { MSG, type Role } from '@tramites/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { TokenIssuer } from '../lib/tokens.ts';
import { findUserById } from '../modules/auth/auth.repository.ts';

export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  isApproved: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenIssuer;
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
  async (app: FastifyInstance, options: { tokens: TokenIssuer }) => {
    app.decorate('tokens', options.tokens);
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
      // Read the user on every request so a deactivated account's token stops working at once.
      const user = await findUserById(app.db, userId);
      if (!user?.isActive) {
        throw unauthorized(MSG.tokenInvalido);
      }
      request.actor = {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        isApproved: user.isApproved,
      };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(request.actor!.role)) {
        throw forbidden(MSG.sinPermiso);
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** For handlers behind `authenticate`: the actor is always set there. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) {
    throw unauthorized(MSG.noAutenticado);
  }
  return request.actor;
};
