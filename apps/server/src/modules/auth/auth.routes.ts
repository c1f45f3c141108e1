import {
  AuthResponseSchema,
  LoginSchema,
  RegisterSchema,
  SignInStepSchema,
  UserSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { profileOf } from '../users/users.service.ts';
import { signInContext } from './account.routes.ts';
import { loginUser, registerUser } from './auth.service.ts';
import { emailDepsOf, emailRoutes } from './email/email.routes.ts';
import { sendVerificationAfterRegistration } from './email/email.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { passwordRoutes } from './password/password.routes.ts';
import { createSignInChallenges } from './two-factor/sign-in-challenge.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';

export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, options) => {
  // Registration: requests per minute per IP. Sign-in: failed attempts only (see LoginThrottle).
  const rateLimit = { max: options.rateLimit, timeWindow: '1 minute' };
  const loginThrottle = new LoginThrottle({
    failuresPerMinutePerIp: options.rateLimit,
    failuresPerQuarterHourPerAccount: options.rateLimit,
  });
  // Recovery and change share the sign-in's throttle: a wrong current password is a failed sign-in.
  await app.register(passwordRoutes, { throttle: loginThrottle, rateLimit: options.rateLimit });
  // The second steps of a sign-in (issue 23) count their failures in the same throttle.
  const challenges = createSignInChallenges(app.config.jwtSecret);
  await app.register(twoFactorRoutes, { throttle: loginThrottle, challenges });
  // E-mail verification and change (issue 23): a wrong current password counts in the same throttle.
  const emailDeps = emailDepsOf(app, { throttle: loginThrottle, rateLimit: options.rateLimit });
  await app.register(emailRoutes, { deps: emailDeps, rateLimit: options.rateLimit });

  app.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Crear una cuenta (cliente o gestor)',
        body: RegisterSchema,
        response: { 201: AuthResponseSchema, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await registerUser(app.sessionDeps, request.body, signInContext(request));
      // The verification link is stored and mailed after the answer (issue 23).
      sendVerificationAfterRegistration(emailDeps, result.user);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        description:
          'Responde `{token, user}` (la especificación) a toda cuenta sin segundo paso. Si falta uno, responde 200 sin token con `challenge` (5 minutos) y `password_change_required` (personal con contraseña de menos de 12 caracteres: /auth/password/upgrade), `two_factor_required` (/auth/login/2fa) o `two_factor_setup_required` (personal sin verificación en dos pasos: /auth/2fa/setup y /auth/2fa/enable). Las cuentas demo, solo en modo demo, entran con la contraseña sola.',
        body: LoginSchema,
        response: { 200: SignInStepSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) =>
      loginUser(
        { ...app.sessionDeps, throttle: loginThrottle, challenges, demoMode: app.config.demoMode },
        request.body,
        signInContext(request),
      ),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Perfil del usuario autenticado',
        security: secured,
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    // The account as authentication found it (the actor cache): no read of its row.
    async (request) => profileOf(actorOf(request)),
  );
};
