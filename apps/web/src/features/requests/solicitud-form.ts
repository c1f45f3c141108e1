import { asksBeneficiaryName, type BeneficiarioTipo, normalizePhone } from '@tramites/shared';
import { isApiError } from '../../lib/api-client.ts';
import type { CreateSolicitudInput } from './api/create-solicitud.ts';

/** What the solicitud form edits (strings and booleans, as inputs hold them); checked by the shared schema. */
export interface SolicitudFormValues {
  tramite_type_id: number;
  nombre_completo: string;
  telefono: string;
  email: string;
  beneficiario_tipo: BeneficiarioTipo;
  nombre_beneficiario: string;
  description: string;
  confirmacion_documentos: boolean;
}

export const SOLICITUD_FORM_FIELDS = [
  'tramite_type_id',
  'nombre_completo',
  'telefono',
  'email',
  'beneficiario_tipo',
  'nombre_beneficiario',
  'description',
  'confirmacion_documentos',
] as const satisfies readonly (keyof SolicitudFormValues)[];

export const SOLICITUD_SUBMIT_NETWORK_ERROR = 'Error enviando solicitud. Intenta de nuevo.';

/**
 * The form asks the beneficiary's name only for a third party. The rule that it is then required is the
 * shared schema's (TramiteRequestFormSchema); this only decides whether the field is shown.
 */

export function defaultSolicitudFormValues(
  tramiteId: number,
  user?: { name?: string | null; email?: string | null; phone?: string | null; temp?: boolean } | null,
): SolicitudFormValues {
  // The placeholder temp user has no real name to prefill.
  const known = user && !user.temp ? user : null;
  return {
    tramite_type_id: tramiteId,
    nombre_completo: known?.name ?? '',
    telefono: normalizePhone(known?.phone ?? ''),
    email: known?.email ?? '',
    beneficiario_tipo: 'para_mi',
    nombre_beneficiario: '',
    description: '',
    confirmacion_documentos: false,
  };
}

/** Drops a name typed before switching away from a third party: it is not asked, so it is not sent. */
export const withoutHiddenBeneficiary = (input: CreateSolicitudInput): CreateSolicitudInput => ({
  ...input,
  nombre_beneficiario: asksBeneficiaryName(input.beneficiario_tipo)
    ? (input.nombre_beneficiario ?? null)
    : null,
});

/** Spec section 8: 'Error al enviar solicitud: {detail}', or the network message. */
export function solicitudSubmitErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) {
    return `Error al enviar solicitud: ${error.detail}`;
  }
  return SOLICITUD_SUBMIT_NETWORK_ERROR;
}
