import { z } from 'zod';
import { EmailSchema, UserSchema } from './auth-schemas.ts';
import { PASSWORD_MSG } from './password-schemas.ts';

/** How long an e-mailed verification or e-mail-change link works (issue 23). */
export const EMAIL_LINK_TTL_HOURS = 48;

/** The Spanish texts of e-mail verification and change (issue 23). */
export const EMAIL_MSG = {
  /** A used, expired or unknown link: the password reset's wording, which fits any e-mailed link. */
  enlaceInvalido: PASSWORD_MSG.enlaceInvalido,
  verificado: 'Listo: confirmamos tu correo.',
  cambiado: (email: string) => `Listo: tu correo ahora es ${email}.`,
  enlaceReenviado: (email: string) => `Te enviamos un enlace nuevo a ${email}. Revisa tu bandeja de entrada.`,
  yaVerificado: 'Tu correo ya está verificado.',
  cambioSolicitado: (email: string) =>
    `Te enviamos un enlace a ${email}. Ábrelo para confirmar el cambio; mientras tanto tu correo sigue igual.`,
  mismoCorreo: 'Ese ya es tu correo. Escribe uno distinto.',
} as const;

/** POST /api/auth/email/verify: the token of the e-mailed link (verification or change). */
export const VerifyEmailSchema = z.object({
  token: z.string({ error: EMAIL_MSG.enlaceInvalido }).trim().min(1, EMAIL_MSG.enlaceInvalido).max(200),
});
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

/** The verify's answer: what happened, and the account as it now is (its address may have changed). */
export const VerifyEmailResponseSchema = z.object({ detail: z.string(), user: UserSchema });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** POST /api/auth/email/change (signed in): the new address and the current password. */
export const ChangeEmailSchema = z.object({
  email: EmailSchema,
  current_password: z
    .string({ error: PASSWORD_MSG.actualRequerida })
    .min(1, PASSWORD_MSG.actualRequerida)
    .max(200),
});
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;
