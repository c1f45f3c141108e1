import { type BeneficiarioTipo, normalizePhone, TramiteRequestFormSchema } from '@tramites/shared';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';

/** What the form edits (all strings/booleans, as inputs hold them). */
export interface RequestFormValues {
  tramite_type_id: number;
  nombre_completo: string;
  telefono: string;
  email: string;
  beneficiario_tipo: BeneficiarioTipo;
  nombre_beneficiario: string;
  description: string;
  confirmacion_documentos: boolean;
}

export type RequestFormField = keyof RequestFormValues;

/** What POST /api/tramites/request receives: the schema's parsed output. */
export type TramiteRequestPayload = z.output<typeof TramiteRequestFormSchema>;

export const REQUEST_SUBMIT_NETWORK_ERROR = 'Error enviando solicitud. Intenta de nuevo.';

const FORM_FIELDS: readonly RequestFormField[] = [
  'tramite_type_id',
  'nombre_completo',
  'telefono',
  'email',
  'beneficiario_tipo',
  'nombre_beneficiario',
  'description',
  'confirmacion_documentos',
];

const isFormField = (value: string): value is RequestFormField =>
  (FORM_FIELDS as readonly string[]).includes(value);

/** While typing: digits only, at most 10 (spec section 5). */
export function sanitizePhoneInput(value: string): string {
  return normalizePhone(value);
}

/** The beneficiary's name is asked (and required) only for a third party. */
export function requiresBeneficiaryName(tipo: BeneficiarioTipo): boolean {
  return tipo === 'para_tercero';
}

export function defaultRequestFormValues(
  tramiteId: number,
  user?: { name?: string | null; email?: string | null; phone?: string | null; temp?: boolean } | null,
): RequestFormValues {
  // The placeholder temp user has no real name to prefill.
  const known = user && !user.temp ? user : null;
  return {
    tramite_type_id: tramiteId,
    nombre_completo: known?.name ?? '',
    telefono: sanitizePhoneInput(known?.phone ?? ''),
    email: known?.email ?? '',
    beneficiario_tipo: 'para_mi',
    nombre_beneficiario: '',
    description: '',
    confirmacion_documentos: false,
  };
}

export type RequestFormValidation =
  | { success: true; payload: TramiteRequestPayload }
  | { success: false; errors: Partial<Record<RequestFormField, string>> };

/** The shared schema's verdict, with the first message per field (the same rules the server applies). */
export function validateRequestForm(values: RequestFormValues): RequestFormValidation {
  const result = TramiteRequestFormSchema.safeParse(values);
  if (result.success) {
    return { success: true, payload: toRequestPayload(result.data) };
  }
  const errors: Partial<Record<RequestFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isFormField(field) && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { success: false, errors };
}

/** Drops the beneficiary's name unless the request is for a third party. */
export function toRequestPayload(data: TramiteRequestPayload): TramiteRequestPayload {
  return {
    ...data,
    nombre_beneficiario: requiresBeneficiaryName(data.beneficiario_tipo)
      ? (data.nombre_beneficiario ?? null)
      : null,
  };
}

/** Spec section 8: 'Error al enviar solicitud: {detail}', or the network message. */
export function requestSubmissionErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) {
    return `Error al enviar solicitud: ${error.detail}`;
  }
  return REQUEST_SUBMIT_NETWORK_ERROR;
}

/** The server's 422 `errors[]` that belong to a form field. */
export function fieldErrorsFromApi(error: unknown): { field: RequestFormField; message: string }[] {
  if (!isApiError(error)) {
    return [];
  }
  return error.errors.flatMap((item) => {
    const field = item.field.split('.')[0] ?? '';
    return isFormField(field) ? [{ field, message: item.message }] : [];
  });
}
