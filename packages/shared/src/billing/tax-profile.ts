import { z } from 'zod';
import { validateRfc } from '../identity/rfc.ts';
import { isRegimenAllowed, isUsoAllowed } from './sat-catalogs.ts';

/*
 * The client's data for a CFDI 4.0 (issue 24), as on their Constancia de Situación Fiscal: the SAT checks
 * the receiver's RFC, name, régimen and código postal against its register when the invoice is stamped,
 * so each rule here is one the PAC would otherwise refuse after the client waited for it.
 */

export const TAX_PROFILE_MESSAGES = {
  genericRfc: 'Usa tu propio RFC: el RFC genérico no sirve para facturar a tu nombre',
  razonSocialRequired: 'La razón social es requerida',
  razonSocialTooLong: 'La razón social no puede tener más de 254 caracteres',
  razonSocialCapital:
    'Escribe la razón social sin el régimen de capital (por ejemplo, sin «SA DE CV»), como aparece en tu Constancia de Situación Fiscal',
  regimenRequired: 'Selecciona tu régimen fiscal',
  regimenNotForTipo: {
    fisica: 'Ese régimen fiscal no corresponde a una persona física (RFC de 13 caracteres)',
    moral: 'Ese régimen fiscal no corresponde a una persona moral (RFC de 12 caracteres)',
  },
  usoRequired: 'Selecciona el uso del CFDI',
  usoNotForRegimen: 'Ese uso del CFDI no está permitido para tu régimen fiscal',
  codigoPostal: 'El código postal debe tener 5 dígitos',
} as const;

/** SAT's generic RFCs (público en general, extranjeros): they belong to global invoices, not to a person. */
const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

/**
 * The régimen de capital a company's name carried before CFDI 4.0 ("SA DE CV", "S. DE R.L. DE C.V.",
 * "SAPI DE CV", "SC", "AC"…): the SAT's register holds the name without it, and a name with it is refused.
 */
const REGIMEN_CAPITAL =
  /(?:^|[\s,])(?:S\.?\s*A\.?\s*P\.?\s*I\.?|S\.?\s*A\.?\s*B\.?|S\.?\s*A\.?\s*S\.?|S\.?\s*A\.?|S\.?\s*DE\s*R\.?\s*L\.?|S\.?\s*EN\s*C\.?|S\.?\s*C\.?\s*L\.?|S\.?\s*C\.?\s*S\.?|S\.?\s*C\.?|A\.?\s*C\.?|I\.?\s*A\.?\s*P\.?)(?:\s*DE\s*C\.?\s*V\.?|\s*DE\s*R\.?\s*L\.?|\s*DE\s*P\.?\s*R\.?\s*L\.?)?\.?\s*$/;

export const hasRegimenCapital = (razonSocial: string): boolean => REGIMEN_CAPITAL.test(razonSocial);

/** As the SAT writes names: upper case, single spaces, composed accents. */
export const normalizeRazonSocial = (value: string): string =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();

const rfcTipo = (rfc: unknown) => {
  const result = typeof rfc === 'string' ? validateRfc(rfc) : null;
  return result?.ok ? result.tipo : null;
};

/**
 * Cross-field rules run even while another field is wrong, so the form shows every problem at once; not on
 * a body that is no object at all (its own error says so).
 */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const TaxProfileInputSchema = z
  .object({
    rfc: z.string({ error: 'El RFC es requerido' }).transform((value, ctx) => {
      const result = validateRfc(value);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      if (GENERIC_RFCS.has(result.rfc)) {
        ctx.addIssue({ code: 'custom', message: TAX_PROFILE_MESSAGES.genericRfc });
        return z.NEVER;
      }
      return result.rfc;
    }),
    razon_social: z
      .string({ error: TAX_PROFILE_MESSAGES.razonSocialRequired })
      .transform(normalizeRazonSocial)
      .pipe(
        z
          .string()
          .min(1, TAX_PROFILE_MESSAGES.razonSocialRequired)
          .max(254, TAX_PROFILE_MESSAGES.razonSocialTooLong),
      ),
    regimen_fiscal: z
      .string({ error: TAX_PROFILE_MESSAGES.regimenRequired })
      .trim()
      .min(1, TAX_PROFILE_MESSAGES.regimenRequired),
    uso_cfdi: z
      .string({ error: TAX_PROFILE_MESSAGES.usoRequired })
      .trim()
      .min(1, TAX_PROFILE_MESSAGES.usoRequired),
    codigo_postal: z
      .string({ error: TAX_PROFILE_MESSAGES.codigoPostal })
      .trim()
      .regex(/^\d{5}$/, TAX_PROFILE_MESSAGES.codigoPostal),
  })
  .refine(
    (profile) => {
      const tipo = rfcTipo(profile.rfc);
      return !tipo || typeof profile.regimen_fiscal !== 'string' || profile.regimen_fiscal.trim() === ''
        ? true
        : isRegimenAllowed(profile.regimen_fiscal.trim(), tipo);
    },
    {
      ...always,
      path: ['regimen_fiscal'],
      error: (issue) =>
        TAX_PROFILE_MESSAGES.regimenNotForTipo[rfcTipo((issue.input as { rfc?: unknown }).rfc) ?? 'fisica'],
    },
  )
  .refine(
    (profile) => {
      const tipo = rfcTipo(profile.rfc);
      const regimen = typeof profile.regimen_fiscal === 'string' ? profile.regimen_fiscal.trim() : '';
      const uso = typeof profile.uso_cfdi === 'string' ? profile.uso_cfdi.trim() : '';
      return !tipo || regimen === '' || uso === '' || !isRegimenAllowed(regimen, tipo)
        ? true
        : isUsoAllowed(uso, regimen, tipo);
    },
    { ...always, path: ['uso_cfdi'], message: TAX_PROFILE_MESSAGES.usoNotForRegimen },
  )
  .refine(
    (profile) =>
      rfcTipo(profile.rfc) !== 'moral' ||
      typeof profile.razon_social !== 'string' ||
      !hasRegimenCapital(normalizeRazonSocial(profile.razon_social)),
    { ...always, path: ['razon_social'], message: TAX_PROFILE_MESSAGES.razonSocialCapital },
  );
export type TaxProfileInput = z.input<typeof TaxProfileInputSchema>;
export type TaxProfileValues = z.output<typeof TaxProfileInputSchema>;

/** The stored profile, as the API returns it. */
export const TaxProfileSchema = z.object({
  rfc: z.string(),
  razon_social: z.string(),
  regimen_fiscal: z.string(),
  uso_cfdi: z.string(),
  codigo_postal: z.string(),
  /** 'fisica' | 'moral', from the RFC's length. */
  tipo: z.enum(['fisica', 'moral']),
  regimen_fiscal_label: z.string(),
  uso_cfdi_label: z.string(),
  updated_at: z.string(),
});
export type TaxProfile = z.infer<typeof TaxProfileSchema>;

/** GET /api/account/tax-profile: null until the client fills it in. */
export const TaxProfileResponseSchema = z.object({ tax_profile: TaxProfileSchema.nullable() });
export type TaxProfileResponse = z.infer<typeof TaxProfileResponseSchema>;

export const TAX_PROFILE_FIELD_LABELS: Record<keyof TaxProfileValues, string> = {
  rfc: 'RFC',
  razon_social: 'razón social',
  regimen_fiscal: 'régimen fiscal',
  uso_cfdi: 'uso del CFDI',
  codigo_postal: 'código postal',
};

/**
 * What keeps a stored profile from an invoice, in the words of the form's labels: every field when there
 * is no profile, the fields that no longer pass the rules otherwise (a catalogue changed). Empty: complete.
 */
export function missingTaxProfileFields(
  profile: Partial<Record<keyof TaxProfileValues, string>> | null,
): string[] {
  const fields = Object.keys(TAX_PROFILE_FIELD_LABELS) as (keyof TaxProfileValues)[];
  if (!profile) {
    return fields.map((field) => TAX_PROFILE_FIELD_LABELS[field]);
  }
  const result = TaxProfileInputSchema.safeParse(profile);
  if (result.success) {
    return [];
  }
  const wrong = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return fields.filter((field) => wrong.has(field)).map((field) => TAX_PROFILE_FIELD_LABELS[field]);
}
