import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { normalizePhone } from '../identity/phone.ts';
import { MSG } from '../messages.ts';

export const BENEFICIARIO_TIPOS = ['para_mi', 'para_empresa', 'para_tercero'] as const;
export type BeneficiarioTipo = (typeof BENEFICIARIO_TIPOS)[number];
export const BENEFICIARIO_LABELS: Record<BeneficiarioTipo, string> = {
  para_mi: 'Para mí',
  para_empresa: 'Para mi empresa',
  para_tercero: 'Para un tercero',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The request form of spec section 5, checked the same way by the web (before sending) and the server.
 * `telefono` is stripped of non-digits first, as the input does while typing.
 */
export const TramiteRequestFormSchema = z
  .object({
    tramite_type_id: z.coerce
      .number({ error: 'Selecciona un trámite' })
      .int()
      .positive('Selecciona un trámite'),
    nombre_completo: z
      .string({ error: MSG.nombreRequerido })
      .trim()
      .min(1, MSG.nombreRequerido)
      .min(NAME_MIN_LENGTH, MSG.nombreMin)
      .max(160),
    telefono: z
      .string({ error: MSG.telefonoRequerido })
      .transform((value) => normalizePhone(value))
      .pipe(
        z
          .string()
          .min(1, MSG.telefonoRequerido)
          .regex(/^\d{10}$/, MSG.telefonoDigitos),
      ),
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
  })
  .superRefine((form, ctx) => {
    if (form.beneficiario_tipo === 'para_tercero' && !form.nombre_beneficiario?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['nombre_beneficiario'], message: MSG.beneficiarioRequerido });
    }
  });
export type TramiteRequestForm = z.input<typeof TramiteRequestFormSchema>;
