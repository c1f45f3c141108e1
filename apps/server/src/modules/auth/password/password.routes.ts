import {
  ChangePasswordSchema,
  DetailSchema,
  ForgotPasswordSchema,
  PASSWORD_MSG,
  ResetPasswordResponseSchema,
  ResetPasswordSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParams, roleGuardedSchemas, secured } from '../../../lib/http-schemas.ts';
import { actorOf } from '../../../plugins/auth.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { backgroundMailOf } from './background-mail.ts';
import {
  changePassword,
  type PasswordDeps,
  requestPasswordReset,
  resetPassword,
  sendResetLinkByAdmin,
} from './password.service.ts';
import { ResetRequestLimiter } from './reset-request-limiter.ts';

/** Most reset e-mails one address can ask for in an hour: enough for a lost one, not for a flood. */
const RESETS_PER_HOUR_PER_ACCOUNT = 5;

const adminSchema = roleGuardedSchemas(['admin: usuarios']);

/**
 * Password recovery, reset and change (issue 23), and the admin's "send a reset link". Registered by the
 * auth routes, which hand over their login throttle: a wrong current password is a failed sign-in.
 */
export const passwordRoutes: FastifyPluginAsyncZod<{ throttle: LoginThrottle; rateLimit: number }> = async (
  app,
  options,
) => {
  const { config } = app;
  const mail = backgroundMailOf(app);
  const deps: PasswordDeps = {
    db: app.db,
    throttle: options.throttle,
    resetLimiter: new ResetRequestLimiter({
      perMinutePerIp: options.rateLimit,
      perHourPerAccount: Math.min(options.rateLimit, RESETS_PER_HOUR_PER_ACCOUNT),
    }),
    mail,
    publicUrl: config.publicUrl,
    forgetCachedSessions: (userId) => app.actorCache.invalidate(userId),
  };
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Pedir un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
        body: ForgotPasswordSchema,
        response: { 202: DetailSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return reply.status(202).send({ detail: PASSWORD_MSG.enlaceSolicitado });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Elegir una contraseña nueva con el enlace del correo (cierra todas las sesiones)',
        body: ResetPasswordSchema,
        response: { 200: ResetPasswordResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => resetPassword(deps, request.body),
  );

  app.post(
    '/auth/password/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        security: secured,
        body: ChangePasswordSchema,
        response: { 200: DetailSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) =>
      changePassword(deps, {
        actor: actorOf(request),
        sessionId: request.sessionId,
        ip: request.ip,
        input: request.body,
      }),
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Enviar a un usuario un enlace para restablecer su contraseña (auditado)',
        params: IdParams,
        response: { 202: DetailSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request, reply) =>
      reply.status(202).send(await sendResetLinkByAdmin(deps, actorOf(request), request.params.id)),
  );
};
