import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '../constants.ts';
import { containsNul } from '../validation/safe-input.ts';

export const QUICK_REPLY_TITLE_MAX = 80;

/** The editor and the server refuse the same replies with the same words. */
export const QUICK_REPLY_MESSAGES = {
  tituloRequerido: 'El título es requerido',
  tituloLargo: `El título no puede tener más de ${QUICK_REPLY_TITLE_MAX} caracteres`,
  textoRequerido: 'El texto de la respuesta es requerido',
  // A reply fills the chat box, which takes at most CHAT_MAX_LENGTH characters.
  textoLargo: `El texto no puede tener más de ${CHAT_MAX_LENGTH} caracteres`,
  caracteres: 'El texto contiene caracteres no permitidos',
  alcance: 'El alcance debe ser "gestoria" o "personal"',
  noEncontrada: 'Respuesta rápida no encontrada',
  soloAdminGestoria: 'Solo un administrador puede editar las respuestas de la gestoría',
  soloPropias: 'Solo puedes editar tus propias respuestas',
} as const;

/** Who a reply belongs to: the gestoría's (every staff member sees it, admins edit it) or one person's. */
export const QUICK_REPLY_SCOPES = ['gestoria', 'personal'] as const;
export type QuickReplyScope = (typeof QUICK_REPLY_SCOPES)[number];

const titleSchema = z
  .string({ error: QUICK_REPLY_MESSAGES.tituloRequerido })
  .trim()
  .min(1, QUICK_REPLY_MESSAGES.tituloRequerido)
  .max(QUICK_REPLY_TITLE_MAX, QUICK_REPLY_MESSAGES.tituloLargo)
  .refine((value) => !containsNul(value), QUICK_REPLY_MESSAGES.caracteres);

const bodySchema = z
  .string({ error: QUICK_REPLY_MESSAGES.textoRequerido })
  .trim()
  .min(1, QUICK_REPLY_MESSAGES.textoRequerido)
  .max(CHAT_MAX_LENGTH, QUICK_REPLY_MESSAGES.textoLargo)
  .refine((value) => !containsNul(value), QUICK_REPLY_MESSAGES.caracteres);

/** PUT /api/quick-replies/{id}: the editor's form. */
export const QuickReplyInputSchema = z.object({ title: titleSchema, body: bodySchema });
export type QuickReplyInput = z.input<typeof QuickReplyInputSchema>;

/** POST /api/quick-replies: a private reply unless an admin asks for the gestoría's. */
export const CreateQuickReplySchema = QuickReplyInputSchema.extend({
  scope: z.enum(QUICK_REPLY_SCOPES, { error: QUICK_REPLY_MESSAGES.alcance }).default('personal'),
});
export type CreateQuickReplyInput = z.input<typeof CreateQuickReplySchema>;

/** A ready reply as the API sends it. */
export const QuickReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  scope: z.enum(QUICK_REPLY_SCOPES),
  /** Whether the caller may edit and delete it (an admin the gestoría's, anyone their own). */
  can_edit: z.boolean(),
  updated_at: z.string(),
});
export type QuickReply = z.infer<typeof QuickReplySchema>;

/** GET /api/solicitudes/{id}/quick-reply-values. */
export const QuickReplyValuesSchema = z.object({
  nombre: z.string().nullable(),
  folio: z.string().nullable(),
  tramite: z.string().nullable(),
  documentos_pendientes: z.array(z.string()),
  total: z.string().nullable(),
  fecha_estimada: z.string().nullable(),
});
