import {
  AuthResponseSchema,
  isStaff,
  MessageSchema,
  PasswordUpgradeBodySchema,
  SignInStepSchema,
  TWO_FACTOR_MSG,
  TwoFactorDisableBodySchema,
  TwoFactorEnableBodySchema,
  TwoFactorEnableResponseSchema,
  TwoFactorLoginBodySchema,
  TwoFactorSetupBodySchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusSchema,
} from '@tramites/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/app-error.ts';
import { errorResponses, IdParams, roleGuardedSchemas, secured } from '../../../lib/http-schemas.ts';
import { createSecretBox } from '../../../lib/secret-box.ts';
import { actorOf } from '../../../plugins/auth.ts';
import type { UserRow } from '../../users/users.service.ts';
import { signInContext } from '../account.routes.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { endSessionsOf, startSession } from '../sessions.service.ts';
import type { SignInChallenges } from './sign-in-challenge.ts';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  resetTwoFactorByAdmin,
  setupTwoFactor,
  type TwoFactorDeps,
  twoFactorStatus,
  upgradePasswordAtSignIn,
} from './two-factor.service.ts';

const adminSchema = roleGuardedSchemas(['admin: usuarios']);

/** A body's challenge, if it brings one (read before validation: the body is parsed by then). */
const challengeOf = (body: unknown): string | undefined => {
  const challenge = (body as { challenge?: unknown } | null | undefined)?.challenge;
  return typeof challenge === 'string' ? challenge : undefined;
};

/**
 * Two-step sign-in (issue 23) and the staff password rule at sign-in. Registered by the auth routes, with
 * their login throttle: a wrong code counts like a wrong password.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  throttle: LoginThrottle;
  challenges: SignInChallenges;
}> = async (app, options) => {
  const deps: TwoFactorDeps = {
    db: app.db,
    challenges: options.challenges,
    demoMode: app.config.demoMode,
    throttle: options.throttle,
    secrets: createSecretBox(app.config.jwtSecret, 'totp secret'),
  };
  const sessionStarter = (request: FastifyRequest) => (user: UserRow) =>
    startSession(app.sessionDeps, { user, ...signInContext(request) });
  const endSessions = (tx: Parameters<typeof endSessionsOf>[0], userId: string) => endSessionsOf(tx, userId);

  /**
   * Setup and enable take either the enrolment challenge of a staff sign-in (in the body) or a session
   * (a client opting in): without a challenge, the session is checked before the body is validated.
   */
  const sessionUnlessChallenge = async (request: FastifyRequest) => {
    if (challengeOf(request.body) === undefined) {
      await app.authenticate(request);
    }
  };
  const whoOf = (request: FastifyRequest) => {
    const challenge = challengeOf(request.body);
    return challenge !== undefined ? { challenge } : { actor: actorOf(request) };
  };

  app.post(
    '/auth/login/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: 'Segundo paso del inicio de sesión: código de 6 dígitos o código de recuperación',
        description:
          'Tras `two_factor_required` de /auth/login. El desafío vive 5 minutos; un código sirve una vez (ni el mismo paso de 30 s ni un código de recuperación usado). Los fallos cuentan para el límite de intentos del inicio de sesión.',
        body: TwoFactorLoginBodySchema,
        response: { 200: AuthResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) =>
      completeTwoFactorSignIn(deps, {
        challenge: request.body.challenge,
        code: request.body.code,
        ip: request.ip,
        startSession: sessionStarter(request),
      }),
  );

  app.post(
    '/auth/password/upgrade',
    {
      schema: {
        tags: ['auth'],
        summary: 'Contraseña nueva del personal al iniciar sesión (12 caracteres o más)',
        description:
          'Tras `password_change_required` de /auth/login: sigue con el paso siguiente (verificación en dos pasos) o inicia la sesión. Las demás sesiones de la cuenta terminan.',
        body: PasswordUpgradeBodySchema,
        response: { 200: SignInStepSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      upgradePasswordAtSignIn(deps, {
        challenge: request.body.challenge,
        newPassword: request.body.new_password,
        startSession: sessionStarter(request),
        endSessions,
      }),
  );

  app.get(
    '/auth/2fa',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Estado de la verificación en dos pasos de la cuenta',
        security: secured,
        response: { 200: TwoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactorStatus(deps, actorOf(request)),
  );

  app.post(
    '/auth/2fa/setup',
    {
      preValidation: sessionUnlessChallenge,
      schema: {
        tags: ['auth'],
        summary: 'Generar el secreto TOTP (código QR) de la verificación en dos pasos',
        description:
          'Con sesión (un cliente que la activa) o con el `challenge` de `two_factor_setup_required` (el personal al iniciar sesión). El secreto no vale hasta /auth/2fa/enable.',
        security: secured,
        body: TwoFactorSetupBodySchema,
        response: { 200: TwoFactorSetupResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => setupTwoFactor(deps, whoOf(request)),
  );

  app.post(
    '/auth/2fa/enable',
    {
      preValidation: sessionUnlessChallenge,
      schema: {
        tags: ['auth'],
        summary: 'Activar la verificación en dos pasos con el primer código',
        description:
          'Devuelve 10 códigos de recuperación, una sola vez (se guardan solo sus hashes). Con el `challenge` de un inicio de sesión también devuelve `token` y `user`.',
        security: secured,
        body: TwoFactorEnableBodySchema,
        response: { 200: TwoFactorEnableResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) =>
      enableTwoFactor(deps, whoOf(request), {
        code: request.body.code,
        startSession: sessionStarter(request),
      }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: [
        app.authenticate,
        // Staff keep it on, whatever the body (403 before validation).
        async (request) => {
          if (isStaff(actorOf(request).role)) {
            throw forbidden(TWO_FACTOR_MSG.personalNoDesactiva);
          }
        },
      ],
      schema: {
        tags: ['auth'],
        summary: 'Desactivar la verificación en dos pasos (solo clientes, con un código actual)',
        security: secured,
        body: TwoFactorDisableBodySchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, { actor: actorOf(request), code: request.body.code, ip: request.ip });
      return { message: 'Verificación en dos pasos desactivada' };
    },
  );

  app.post(
    '/admin/users/:id/2fa/reset',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Restablecer la verificación en dos pasos de un usuario (vuelve a darse de alta)',
        description:
          'Borra el secreto y los códigos de recuperación, termina sus sesiones y queda en la auditoría. Nunca la propia.',
        params: IdParams,
        response: { 200: MessageSchema },
        errors: [404, 409],
      }),
    },
    async (request) => {
      await resetTwoFactorByAdmin(deps, {
        actor: actorOf(request),
        userId: request.params.id,
        endSessions,
      });
      return { message: 'Verificación en dos pasos restablecida' };
    },
  );
};
