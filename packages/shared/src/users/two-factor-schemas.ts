import { z } from 'zod';
import { AuthResponseSchema, UserSchema } from './auth-schemas.ts';

/**
 * Two-step sign-in (issue 23): staff (gestor, admin) must use it outside demo mode, clients may. A sign-in
 * that needs a second step answers a short-lived `challenge` instead of a token, and the step that follows
 * sends it back.
 */

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODES_COUNT = 10;

export const TWO_FACTOR_MSG = {
  codigoRequerido: 'Escribe el código de verificación',
  codigoFormato: 'Escribe los 6 dígitos de tu app o un código de recuperación',
  codigoIncorrecto: 'Código de verificación incorrecto',
  desafioVencido: 'La verificación expiró. Inicia sesión de nuevo.',
  yaActiva: 'La verificación en dos pasos ya está activa',
  sinConfigurar: 'Primero genera el código QR de la verificación en dos pasos',
  noActiva: 'La verificación en dos pasos no está activa',
  cuentaDemo: 'Las cuentas demo entran solo con su contraseña: no usan verificación en dos pasos',
  personalNoDesactiva:
    'El personal no puede desactivar la verificación en dos pasos. Un administrador puede restablecerla.',
  propioRestablecimiento: 'No puedes restablecer tu propia verificación en dos pasos',
} as const;

/** A 6-digit TOTP code or a recovery code; spaces and dashes a person types are ignored. */
export const TwoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MSG.codigoRequerido })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MSG.codigoRequerido)
      .regex(/^(\d{6}|[0-9A-Z]{10})$/, TWO_FACTOR_MSG.codigoFormato),
  );

/**
 * The challenge travels in the body; the code is checked by the service after the challenge, so an
 * expired challenge is 401 whatever the code (DESIGN: 401 before 422).
 */
const ChallengeSchema = z.string().max(4096);
const LooseCodeSchema = z.string().max(100);

/** Body of `POST /api/auth/2fa/setup`: empty with a Bearer session, or the enrolment challenge of a sign-in. */
export const TwoFactorSetupBodySchema = z.object({ challenge: ChallengeSchema.optional() }).nullish();
export const TwoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponseSchema>;

export const TwoFactorEnableBodySchema = z.object({
  code: LooseCodeSchema,
  challenge: ChallengeSchema.optional(),
});
/** With a sign-in challenge the enrolment also signs the person in (`token`, `user`). */
export const TwoFactorEnableResponseSchema = z.object({
  recovery_codes: z.array(z.string()),
  token: z.string().optional(),
  user: UserSchema.optional(),
});
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponseSchema>;

export const TwoFactorLoginBodySchema = z.object({ challenge: ChallengeSchema, code: LooseCodeSchema });
export const TwoFactorDisableBodySchema = z.object({ code: LooseCodeSchema });

/** The new password is checked by the service after the challenge (the staff rule of password-schemas). */
export const PasswordUpgradeBodySchema = z.object({
  challenge: ChallengeSchema,
  new_password: z.string().max(200),
});

/** What a sign-in step answers: the spec's `{token, user}`, or the next step with its challenge. */
export const SignInStepSchema = z.union([
  AuthResponseSchema,
  z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
  z.object({ two_factor_setup_required: z.literal(true), challenge: z.string() }),
  z.object({ password_change_required: z.literal(true), challenge: z.string() }),
]);
export type SignInStep = z.infer<typeof SignInStepSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Staff cannot turn it off; demo accounts in demo mode do not use it. */
  can_disable: z.boolean(),
  can_enable: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
