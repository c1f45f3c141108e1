import {
  ChangeEmailSchema,
  DetailSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from '@tramites/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, secured } from '../../../lib/http-schemas.ts';
import { actorOf } from '../../../plugins/auth.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { backgroundMailOf } from '../password/background-mail.ts';
import { type EmailDeps, requestEmailChange, resendVerification, verifyEmail } from './email.service.ts';
import { LinkRequestLimiter } from './link-request-limiter.ts';

/**
 * E-mail verification and change (issue 23). Registered by the auth routes, which build the deps (the
 * login throttle is theirs: a wrong current password is a failed sign-in) and mail a new account's link.
 */
export const emailRoutes: FastifyPluginAsyncZod<{ deps: EmailDeps; rateLimit: number }> = async (
  app,
  options,
) => {
  const { deps } = options;
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/email/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirmar el correo con el enlace recibido (verificación o cambio de correo)',
        description:
          'Un enlace de verificación marca el correo como verificado; uno de cambio hace del correo nuevo el de la cuenta. Las sesiones siguen abiertas. Un enlace usado, vencido o desconocido responde 400 `invalid_link`; si otra cuenta tomó el correo nuevo, 409 `email_taken`.',
        body: VerifyEmailSchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    async (request) => verifyEmail(deps, request.body.token),
  );

  app.post(
    '/auth/email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Reenviar el enlace para verificar el correo (unas pocas veces por hora)',
        security: secured,
        response: { 202: DetailSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await resendVerification(deps, actorOf(request))),
  );

  app.post(
    '/auth/email/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Pedir el cambio de correo: el enlace va al correo nuevo y el anterior recibe un aviso',
        security: secured,
        body: ChangeEmailSchema,
        response: { 202: DetailSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestEmailChange(deps, { actor: actorOf(request), ip: request.ip, input: request.body }),
        ),
  );
};

/** Most links one account may ask for in an hour, per kind (resend, change): enough for a lost one. */
const LINKS_PER_HOUR_PER_ACCOUNT = 3;

/** The e-mail module's deps over the app: its mailer, the shared login throttle, a per-account budget. */
export function emailDepsOf(
  app: FastifyInstance,
  options: { throttle: LoginThrottle; rateLimit: number },
): EmailDeps {
  return {
    db: app.db,
    throttle: options.throttle,
    linkLimiter: new LinkRequestLimiter({
      perHourPerAccount: Math.min(options.rateLimit, LINKS_PER_HOUR_PER_ACCOUNT),
    }),
    mail: backgroundMailOf(app),
    publicUrl: app.config.publicUrl,
    forgetCachedSessions: (userId) => app.actorCache.invalidate(userId),
  };
}
