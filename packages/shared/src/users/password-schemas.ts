import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';
import { EmailSchema } from './auth-schemas.ts';
import type { Role } from './roles.ts';

/**
 * Staff (gestores and admins) see every client's identity documents: their passwords need the length
 * `create-admin` already demands of the first admin; clients keep the spec's minimum of 6.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** How long an e-mailed password-reset link works (issue 23). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The Spanish texts of password recovery and change (issue 23). */
export const PASSWORD_MSG = {
  comun: 'Esa contraseña es demasiado común. Elige otra.',
  staffMin: `La contraseña del personal debe tener al menos ${STAFF_PASSWORD_MIN_LENGTH} caracteres`,
  enlaceInvalido: 'El enlace ya no es válido. Solicita uno nuevo.',
  actualRequerida: 'Escribe tu contraseña actual',
  actualIncorrecta: 'La contraseña actual no es correcta',
  igualALaActual: 'La nueva contraseña debe ser distinta de la actual',
  /** The answer to every forgot-password request, whether the account exists or not. */
  enlaceSolicitado:
    'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (y la de correo no deseado).',
  restablecida: 'Listo: tu contraseña cambió. Cerramos todas tus sesiones; entra con la nueva contraseña.',
  cambiada: 'Listo: tu contraseña cambió. Cerramos tus sesiones en otros dispositivos.',
  enlaceEnviadoPorAdmin: (email: string) =>
    `Enviamos a ${email} un enlace para que elija una contraseña nueva.`,
  cuentaInactivaEnlace: 'La cuenta está desactivada: actívala antes de enviarle un enlace.',
} as const;

/** The answer of the password endpoints: what happened, in Spanish, for the page to show. */
export const DetailSchema = z.object({ detail: z.string() });

/** The minimum length of a new password for `role`. */
export const passwordMinLengthFor = (role: Role): number =>
  role === 'cliente' ? PASSWORD_MIN_LENGTH : STAFF_PASSWORD_MIN_LENGTH;

/** A new password as registration takes it (the spec's rules); the server adds the common-password and staff rules. */
export const NewPasswordSchema = z
  .string({ error: MSG.passwordRequerido })
  .min(1, MSG.passwordRequerido)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(200);

/** POST /api/auth/password/forgot */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** POST /api/auth/password/reset: the token of the e-mailed link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z.string({ error: PASSWORD_MSG.enlaceInvalido }).trim().min(1, PASSWORD_MSG.enlaceInvalido).max(200),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset's answer names the account, so the page can sign its owner in with the new password. */
export const ResetPasswordResponseSchema = DetailSchema.extend({ email: z.string() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** POST /api/auth/password/change (signed in). */
export const ChangePasswordSchema = z.object({
  current_password: z
    .string({ error: PASSWORD_MSG.actualRequerida })
    .min(1, PASSWORD_MSG.actualRequerida)
    .max(200),
  new_password: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

const confirmField = z.string({ error: MSG.passwordRequerido }).min(1, MSG.passwordRequerido);

/** The reset page's form: the new password twice (the token comes from the link). */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: confirmField })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
  });

/** The change form of /cuenta: the current password, and the new one twice (the repetition is never sent). */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirm_password: confirmField,
}).refine((form) => form.new_password === form.confirm_password, {
  message: MSG.passwordMismatch,
  path: ['confirm_password'],
  when: (payload) => typeof (payload.value as { new_password?: unknown }).new_password === 'string',
});
