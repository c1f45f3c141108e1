import { MSG, ProfileUpdateSchema, SessionsResponseSchema, UserSchema } from '@tramites/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { updateOwnProfile } from '../users/users.service.ts';
import type { SignInContext } from './auth.service.ts';
import { endSessionsOf, listSessions, revokeSession } from './sessions.service.ts';

/** Where a sign-in comes from, as its session records it. */
export const signInContext = (request: FastifyRequest): SignInContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

const currentSessionOf = (request: FastifyRequest): string => {
  actorOf(request);
  return request.sessionId!;
};

/** The signed-in user's own account (issue 23): the profile, sign-out, the list of devices, and ending them. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // After a committed change: this instance reads the user's sessions again at once; the others drop
  // them when the account.changed event the change published reaches them.
  const forgetCachedSessions = (userId: string) => app.actorCache.invalidate(userId);

  app.put(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cambiar el nombre y el teléfono propios',
        security: secured,
        body: ProfileUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const profile = await updateOwnProfile(app.db, actor, request.body);
      forgetCachedSessions(actor.id);
      return profile;
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión: el token deja de valer en todas las instancias',
        security: secured,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // The current session is live (authenticate just read it): nothing to refuse.
      await revokeSession(app.db, actor, currentSessionOf(request));
      forgetCachedSessions(actor.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sesiones abiertas del usuario (la actual con current: true)',
        security: secured,
        response: { 200: SessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      listSessions(app.db, app.sessionDeps.sessionConfig, actorOf(request), currentSessionOf(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cerrar una de las sesiones propias (404 si no es del usuario)',
        security: secured,
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Not a UUID: no such session (the same 404 as another user's, which is never revealed).
      const isUuid = z.uuid().safeParse(request.params.id).success;
      if (!isUuid || !(await revokeSession(app.db, actor, request.params.id))) {
        throw notFound(MSG.sesionNoEncontrada);
      }
      forgetCachedSessions(actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cerrar todas las demás sesiones del usuario',
        security: secured,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const current = currentSessionOf(request);
      await app.db.transaction((tx) => endSessionsOf(tx, actor.id, { except: current }));
      forgetCachedSessions(actor.id);
      return reply.status(204).send(null);
    },
  );
};
