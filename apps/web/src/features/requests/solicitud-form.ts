import {
  asksBeneficiaryName,
  type BeneficiarioTipo,
  buildAnswersSchema,
  FIXED_REQUEST_FIELD_NAMES,
  type FileLike,
  type FormAnswerValue,
  type FormField,
  isRequiredAtRequest,
  normalizePhone,
  TramiteRequestFormSchema,
} from '@tramites/shared';
import type { FieldErrors, Path, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { DynamicAnswers } from '../../components/dynamic-form-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
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
  /** Express consent for sensitive data (issue 25): asked only when the procedure needs it. */
  consentimiento_sensibles: boolean;
  /** The procedure's published form, keyed by field name (DynamicFormFields). */
  form_answers: DynamicAnswers;
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
  'consentimiento_sensibles',
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
    // Never pre-ticked: express consent is given, not assumed.
    consentimiento_sensibles: false,
    form_answers: {},
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

// ── The procedure's own form (issue 12) ──────────────────────────────────────

type FixedName = (typeof FIXED_REQUEST_FIELD_NAMES)[number];
const isFixedName = (name: string): name is FixedName =>
  (FIXED_REQUEST_FIELD_NAMES as readonly string[]).includes(name);

/** The form's fields the contact fields answer (`nombre_completo`, `telefono`, `email`), with their values. */
export function contactAnswers(
  fields: readonly FormField[],
  values: Pick<SolicitudFormValues, FixedName>,
): Record<string, string> {
  return Object.fromEntries(
    fields
      .filter((field) => isFixedName(field.name))
      .map((field) => [field.name, values[field.name as FixedName] ?? '']),
  );
}

/** What the form hands to submit: the fixed fields parsed, and the form's visible answers parsed (files included). */
export type SolicitudFormOutput = z.output<typeof TramiteRequestFormSchema> & {
  form_answers?: Record<string, unknown>;
};

const fixedResolver = zodResolver(TramiteRequestFormSchema) as unknown as Resolver<
  SolicitudFormValues,
  unknown,
  z.output<typeof TramiteRequestFormSchema>
>;

/**
 * The request form's resolver: the fixed fields with the shared request schema, and the procedure's form with
 * `buildAnswersSchema(fields, {files: 'check'})` (the form builder's preview uses the same). The form fields the
 * contact fields answer take their values, and a message about one of them shows under the contact field.
 * `getFields` is read at each validation: the published form arrives after the dialog opened.
 */
export function solicitudFormResolver(
  getFields: () => readonly FormField[] | null,
): Resolver<SolicitudFormValues, unknown, SolicitudFormOutput> {
  return async (values, context, options) => {
    const fixed = await fixedResolver(values, context, options);
    const fields = getFields();
    if (!fields || fields.length === 0) {
      return fixed;
    }
    const answersSchema = z.object({ form_answers: buildAnswersSchema(fields, { files: 'check' }) });
    const merged = {
      form_answers: { ...(values.form_answers ?? {}), ...contactAnswers(fields, values) },
    };
    const answers = await zodResolver(answersSchema)(merged, context, options as never);
    const errors: FieldErrors<SolicitudFormValues> = { ...fixed.errors };
    const answerErrors = {
      ...((answers.errors as FieldErrors<{ form_answers: Record<string, unknown> }>).form_answers ?? {}),
    } as Record<string, unknown>;
    for (const name of FIXED_REQUEST_FIELD_NAMES) {
      if (answerErrors[name]) {
        errors[name] ??= answerErrors[name] as FieldErrors<SolicitudFormValues>[FixedName];
        delete answerErrors[name];
      }
    }
    if (Object.keys(answerErrors).length > 0) {
      errors.form_answers = answerErrors as FieldErrors<SolicitudFormValues>['form_answers'];
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors };
    }
    const parsed = answers.values as { form_answers: Record<string, unknown> };
    return {
      values: { ...(fixed.values as SolicitudFormOutput), form_answers: parsed.form_answers },
      errors: {},
    };
  };
}

/** A chosen file of the form, uploaded to the request's matching document requirement once it exists. */
export interface FormFileUpload {
  /** The form field's name and label: the requirement is named after the label. */
  name: string;
  label: string;
  file: File;
}

/**
 * The parsed answers split into what POST /api/tramites/request takes and the files to upload. A file marked
 * 'obligatorio al solicitar' is described in the answers ({name, type, size}): the server refuses the request
 * without it (issue 20). Other files are not sent there.
 */
export function splitFormAnswers(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
): { answers: Record<string, FormAnswerValue | FileLike>; files: FormFileUpload[] } {
  const values: Record<string, FormAnswerValue | FileLike> = {};
  const files: FormFileUpload[] = [];
  for (const field of fields) {
    if (!(field.name in answers)) {
      continue;
    }
    const value = answers[field.name];
    if (field.type === 'file') {
      if (value instanceof File) {
        files.push({ name: field.name, label: field.label, file: value });
        if (isRequiredAtRequest(field)) {
          values[field.name] = { name: value.name, type: value.type, size: value.size };
        }
      }
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      values[field.name] = value;
    }
  }
  return { answers: values, files };
}

/**
 * The server's 422 about the form's answers (`form_answers.{name}`) under each field; one about a field the
 * contact fields answer under that contact field.
 */
export function setFormAnswerServerErrors(
  error: unknown,
  setError: (path: Path<SolicitudFormValues>, message: string) => void,
): void {
  if (!isApiError(error)) {
    return;
  }
  for (const item of error.errors) {
    const [root, name] = item.field.split('.');
    if (root !== 'form_answers' || !name) {
      continue;
    }
    setError(isFixedName(name) ? name : (`form_answers.${name}` as Path<SolicitudFormValues>), item.message);
  }
}
