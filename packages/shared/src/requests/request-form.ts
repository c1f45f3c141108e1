import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { phoneSchema } from '../identity/phone.ts';
import { MSG } from '../messages.ts';
import { PG_INT_MAX } from '../validation/safe-input.ts';

export const BENEFICIARIO_TIPOS = ['para_mi', 'para_empresa', 'para_tercero'] as const;
export type BeneficiarioTipo = (typeof BENEFICIARIO_TIPOS)[number];
export const BENEFICIARIO_LABELS: Record<BeneficiarioTipo, string> = {
  para_mi: 'Para mí',
  para_empresa: 'Para mi empresa',
  para_tercero: 'Para un tercero',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request form's fields (spec section 5), each with the spec's messages. */
const requestFields = {
  tramite_type_id: z.coerce
    .number({ error: 'Selecciona un trámite' })
    .int('Selecciona un trámite')
    .positive('Selecciona un trámite')
    .max(PG_INT_MAX, MSG.tramiteNoEncontrado),
  nombre_completo: z
    .string({ error: MSG.nombreRequerido })
    .trim()
    .min(1, MSG.nombreRequerido)
    .min(NAME_MIN_LENGTH, MSG.nombreMin)
    .max(160),
  /** Accepts what people type or paste (+52, spaces, dashes, parentheses); stores the 10 digits. */
  telefono: phoneSchema,
  email: z
    .string({ error: MSG.emailRequerido })
    .trim()
    .min(1, MSG.emailRequerido)
    .regex(EMAIL_PATTERN, MSG.emailInvalido)
    .max(254),
  beneficiario_tipo: z.enum(BENEFICIARIO_TIPOS).default('para_mi'),
  nombre_beneficiario: z.string().trim().max(160).optional().nullable(),
  description: z.string().trim().max(2000).optional().default(''),
  confirmacion_documentos: z.literal(true, { error: MSG.confirmacionRequerida }),
  /**
   * Issue 25: express consent for the sensitive data of a procedure marked `sensitive_data`, recorded with the
   * request. The server asks for it (422 on this field) only until the client has granted it for the aviso
   * in force; the web shows its box only then.
   */
  consentimiento_sensibles: z.boolean().optional(),
};

/**
 * The answers to the procedure's published form, keyed by field name (issue 12). Checked here only for shape:
 * the server checks them against the published version with `buildAnswersSchema` (422 at
 * `form_answers.<field>`). Ignored when the procedure has no published form; file fields are not sent here
 * (they become the request's documents).
 */
export const FormAnswersInputSchema = z
  .record(z.string().max(64), z.unknown(), { error: 'Las respuestas del formulario no son válidas' })
  .refine((answers) => Object.keys(answers).length <= 200, 'Las respuestas del formulario no son válidas')
  .optional()
  .nullable();

/** The form asks for the beneficiary's name only for a third party. */
export const asksBeneficiaryName = (tipo: BeneficiarioTipo | undefined): boolean => tipo === 'para_tercero';

type BeneficiaryFields = { beneficiario_tipo: BeneficiarioTipo; nombre_beneficiario?: string | null };

/** The one beneficiary rule: a third party must be named. */
function requireBeneficiaryName(form: BeneficiaryFields, ctx: z.RefinementCtx) {
  if (asksBeneficiaryName(form.beneficiario_tipo) && !form.nombre_beneficiario?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['nombre_beneficiario'], message: MSG.beneficiarioRequerido });
  }
}

/** The web's request form: every contact field and the confirmation are required there. */
export const TramiteRequestFormSchema = z.object(requestFields).superRefine(requireBeneficiaryName);
export type TramiteRequestForm = z.input<typeof TramiteRequestFormSchema>;

/**
 * POST /api/tramites/request (spec section 7: `{tramite_type_id, description}`). A signed-in client's
 * contact data comes from their account; the form's extra fields are optional here, checked when sent.
 */
export const TramiteRequestApiSchema = z
  .object({
    ...requestFields,
    nombre_completo: requestFields.nombre_completo.optional(),
    telefono: requestFields.telefono.optional(),
    email: requestFields.email.optional(),
    confirmacion_documentos: requestFields.confirmacion_documentos.optional(),
    form_answers: FormAnswersInputSchema,
  })
  .superRefine(requireBeneficiaryName);
export type TramiteRequestApiInput = z.input<typeof TramiteRequestApiSchema>;
