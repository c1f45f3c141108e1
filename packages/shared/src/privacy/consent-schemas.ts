import { z } from 'zod';
import type { Role } from '../users/roles.ts';
import {
  CONSENT_KINDS,
  type ConsentKind,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
  TERMS_DATE,
  TERMS_VERSION,
} from './constants.ts';

/** The consent messages, in one place for the server's 422 and the web's forms. */
export const CONSENT_MSG = {
  avisoRequerido: 'Debes aceptar el aviso de privacidad para crear tu cuenta',
  versionNoVigente:
    'Esa versión del aviso de privacidad ya no es la vigente: recarga la página y lee la versión actual',
  soloOtorgar:
    'Este consentimiento no se revoca aquí: para revocarlo, presenta una solicitud de cancelación u oposición en «Mis datos»',
  sensiblesRequerido:
    'Este trámite requiere datos personales sensibles: marca la casilla para otorgar tu consentimiento expreso',
} as const;

/** Kinds a user may only grant here: revoking them is an ARCO case (it ends what the service needs). */
export const GRANT_ONLY_CONSENT_KINDS: readonly ConsentKind[] = ['aviso', 'sensibles'];

export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  aviso: 'Aviso de privacidad',
  sensibles: 'Datos personales sensibles',
  secundarias: 'Promociones y encuestas de satisfacción',
};

/** Whether `version` (the one a user accepted, or null) is the aviso in force. */
export const isCurrentPrivacyNotice = (version: string | null | undefined): boolean =>
  version === PRIVACY_NOTICE_VERSION;

/**
 * Whether the web must show the updated aviso before any signed-in page: a client whose accepted version is
 * not the current one. Staff are covered by their employment aviso; an unknown version (a profile stored
 * before the field existed, the placeholder user) waits for the profile the web re-reads at start.
 */
export function needsPrivacyNoticeAcceptance(user: {
  role: Role;
  privacy_notice_version?: string | null;
  temp?: boolean;
}): boolean {
  return (
    user.role === 'cliente' &&
    !user.temp &&
    user.privacy_notice_version !== undefined &&
    !isCurrentPrivacyNotice(user.privacy_notice_version)
  );
}

/** The version a form or a client sends: only the aviso in force is accepted (422 otherwise). */
export const CurrentNoticeVersionSchema = z
  .string({ error: CONSENT_MSG.versionNoVigente })
  .max(40, CONSENT_MSG.versionNoVigente)
  .refine(isCurrentPrivacyNotice, CONSENT_MSG.versionNoVigente);

/** GET /api/privacy/notice: the versions in force and what the deployment configures. */
export const PrivacyNoticeInfoSchema = z.object({
  version: z.string(),
  date: z.string(),
  terms_version: z.string(),
  terms_date: z.string(),
  /** null outside demo mode without BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS and PRIVACY_EMAIL. */
  responsible: z.object({ legal_name: z.string(), address: z.string(), email: z.string() }).nullable(),
  /** DOCUMENT_RETENTION_DAYS. */
  retention_days: z.number().int(),
});
export type PrivacyNoticeInfo = z.infer<typeof PrivacyNoticeInfoSchema>;

export const noticeInfoOf = (params: {
  responsible: PrivacyNoticeInfo['responsible'];
  retentionDays: number;
}): PrivacyNoticeInfo => ({
  version: PRIVACY_NOTICE_VERSION,
  date: PRIVACY_NOTICE_DATE,
  terms_version: TERMS_VERSION,
  terms_date: TERMS_DATE,
  responsible: params.responsible,
  retention_days: params.retentionDays,
});

/** One kind's current state: its latest record (none yet: not granted, no version, no date). */
export const ConsentStateSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** The aviso's version the latest choice was made under. */
  version: z.string().nullable(),
  /** When the latest choice was made (ISO), or null when never. */
  updated_at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/** GET /api/privacy/consents (and the answer of POST). */
export const ConsentsResponseSchema = z.object({
  notice_version: z.string(),
  /** The current aviso is accepted: false asks the web to show it before any signed-in page. */
  aviso_accepted: z.boolean(),
  /** Express consent for sensitive data under the current aviso: false asks it at a sensitive request. */
  sensibles_granted: z.boolean(),
  consents: z.array(ConsentStateSchema),
});
export type ConsentsResponse = z.infer<typeof ConsentsResponseSchema>;

/** POST /api/privacy/consents. */
export const ConsentCreateSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS, { error: 'Elige un tipo de consentimiento válido' }),
    version: CurrentNoticeVersionSchema,
    granted: z.boolean({ error: 'Indica si otorgas o revocas el consentimiento' }),
  })
  .superRefine((value, ctx) => {
    if (!value.granted && GRANT_ONLY_CONSENT_KINDS.includes(value.kind)) {
      ctx.addIssue({ code: 'custom', path: ['granted'], message: CONSENT_MSG.soloOtorgar });
    }
  });
export type ConsentCreateInput = z.input<typeof ConsentCreateSchema>;
