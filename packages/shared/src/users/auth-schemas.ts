import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { phoneSchema } from '../identity/phone.ts';
import { MSG } from '../messages.ts';
import { CONSENT_MSG, CurrentNoticeVersionSchema } from '../privacy/consent-schemas.ts';
import { SELF_REGISTER_ROLES } from './roles.ts';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const EmailSchema = requiredText(MSG.emailRequerido)
  .max(254, MSG.emailInvalido)
  .pipe(z.email({ error: MSG.emailInvalido }))
  .transform((value) => value.toLowerCase());

export const RegisterSchema = z.object({
  name: requiredText(MSG.nameRequerido).pipe(z.string().min(NAME_MIN_LENGTH, MSG.nombreMin).max(120)),
  email: EmailSchema,
  phone: phoneSchema,
  role: z.enum(SELF_REGISTER_ROLES, { error: MSG.roleInvalido }).default('cliente'),
  password: z
    .string({ error: MSG.passwordRequerido })
    .min(1, MSG.passwordRequerido)
    .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
    .max(200),
  /**
   * Issue 25: the aviso de privacidad's version the person accepted (the web sends it when its box is ticked);
   * recorded with the account. Optional: the spec's body still registers, and the web then asks for the
   * aviso at the first sign-in.
   */
  privacy_notice_version: CurrentNoticeVersionSchema.optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The web form adds confirmPassword, which is never sent (spec section 5). */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(1, MSG.passwordRequerido),
  /** The aviso's box, never pre-ticked: the web sends the version it showed when ticked. */
  acceptPrivacyNotice: z.boolean().refine((accepted) => accepted, CONSENT_MSG.avisoRequerido),
}).refine((form) => form.password === form.confirmPassword, {
  message: MSG.passwordMismatch,
  path: ['confirmPassword'],
  // Compare even while other fields are still invalid, so the mismatch shows at once.
  when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
});

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MSG.passwordRequerido }).min(1, MSG.passwordRequerido).max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['cliente', 'gestor', 'admin']),
  is_active: z.boolean(),
  is_approved: z.boolean(),
  created_at: z.string(),
  /** The owner opened the verification link (issue 23); an unverified client cannot pay. */
  email_verified: z.boolean(),
  /**
   * The aviso de privacidad's version the user last accepted, or null (issue 25): the web asks a client to
   * accept the current one (needsPrivacyNoticeAcceptance) before any signed-in page.
   */
  privacy_notice_version: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
