import { z } from 'zod';
import { FORM_FILE_MAX_MB_DEFAULT } from '../constants.ts';
import { curpSchema } from '../identity/curp.ts';
import { phoneSchema } from '../identity/phone.ts';
import { rfcSchema } from '../identity/rfc.ts';
import { MSG } from '../messages.ts';
import { foldAccents } from '../text/fold-accents.ts';
import { isCalendarDate } from '../validation/safe-input.ts';
import { compileAnswerPattern, matchesWholeAnswer } from './answer-pattern.ts';
import {
  FORM_FILE_KIND_EXTENSIONS,
  FORM_FILE_KIND_LABELS,
  FORM_FILE_KIND_MIME_TYPES,
  FORM_FILE_KINDS_DEFAULT,
  type FormField,
  type FormFileKind,
  sortFields,
} from './schemas.ts';

export const FORM_ANSWER_MESSAGES = {
  requerido: 'Este campo es requerido',
  casillaRequerida: 'Debes marcar esta casilla',
  opcionInvalida: 'Selecciona una opción válida',
  numeroInvalido: 'Escribe un número válido',
  fechaInvalida: 'Escribe una fecha válida',
  formatoInvalido: 'El formato no es válido',
  archivoRequerido: 'Selecciona un archivo',
  archivoAlSolicitar: 'Adjunta este documento: es obligatorio para enviar la solicitud',
  minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
  maxLength: (n: number) => `No puede tener más de ${n} caracteres`,
  minValue: (n: number) => `El valor mínimo es ${n}`,
  maxValue: (n: number) => `El valor máximo es ${n}`,
  tipoArchivo: (kinds: readonly FormFileKind[]) =>
    `Tipo de archivo no permitido: usa ${kinds.map((kind) => FORM_FILE_KIND_LABELS[kind]).join(' o ')}`,
  tamanoArchivo: (mb: number) => `El archivo no puede pesar más de ${mb} MB`,
} as const;

/** Text answers without a max length of their own are still bounded. */
const DEFAULT_MAX_LENGTH = { text: 500, textarea: 5000 } as const;

/** What a condition compares: answers as trimmed text ('true'/'false' for a checkbox). */
export const conditionValue = (value: unknown): string => (value == null ? '' : String(value).trim());

/**
 * Whether a field is shown, given the answers so far. A condition points to an earlier field, so a field whose
 * condition's field is hidden is hidden too (the caller passes only the visible answers).
 */
export function isFieldVisible(field: FormField, answers: Readonly<Record<string, unknown>>): boolean {
  const condition = field.visible_when;
  if (!condition) return true;
  if (!(condition.field in answers)) return false;
  return conditionValue(answers[condition.field]) === conditionValue(condition.equals);
}

/** What a shown field counts as for the conditions of later fields: an unticked checkbox is `false`. */
const shownValue = (field: FormField, value: unknown): unknown =>
  field.type === 'checkbox' ? value === true || value === 'true' || value === 'on' : (value ?? '');

/** The names of the fields shown for these answers, in order (conditions resolved in a chain). */
export function visibleFieldNames(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Set<string> {
  const shown: Record<string, unknown> = {};
  for (const field of sortFields(fields)) {
    if (isFieldVisible(field, shown)) shown[field.name] = shownValue(field, answers[field.name]);
  }
  return new Set(Object.keys(shown));
}

/**
 * The file fields shown for these answers, in order: the documents a request filled with this version must
 * bring (required ones) or may bring. Conditions never point at a file field, so stored answers suffice.
 */
export function visibleFileFields(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): FormField[] {
  const visible = visibleFieldNames(fields, answers);
  return sortFields(fields).filter((field) => field.type === 'file' && visible.has(field.name));
}

/**
 * A file field the client must attach to send the request ('Obligatorio al solicitar'). Any other file field,
 * `required` or not, never blocks sending: its file may come now or later, on the documents page (issue 20).
 */
export const isRequiredAtRequest = (field: FormField): boolean =>
  field.type === 'file' && field.required_at_request === true;

/** A file field whose document the request waits for (its progress counts it): required now or later. */
export const isDocumentRequired = (field: FormField): boolean => field.required || isRequiredAtRequest(field);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A browser File, or anything shaped like one: the schema runs in tests and in the server too, where the
 * request describes the files attached to it (uploaded as its documents right after it is created).
 */
export type FileLike = { name: string; size: number; type: string };
const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).size === 'number' &&
  typeof (value as FileLike).type === 'string';

/** The file kinds a field admits (PDF and images when the builder left them unset). */
export const fieldFileKinds = (field: FormField): readonly FormFileKind[] =>
  field.file_types && field.file_types.length > 0 ? field.file_types : FORM_FILE_KINDS_DEFAULT;
export const fieldMaxFileMb = (field: FormField): number => field.max_file_size ?? FORM_FILE_MAX_MB_DEFAULT;
/** MIME types a file field admits, for the upload endpoint and the file picker's `accept`. */
export const fieldMimeTypes = (field: FormField): string[] =>
  fieldFileKinds(field).flatMap((kind) => FORM_FILE_KIND_MIME_TYPES[kind]);

function textSchema(field: FormField) {
  const rules = field.validation_rules;
  const max = rules.max_length ?? DEFAULT_MAX_LENGTH[field.type === 'textarea' ? 'textarea' : 'text'];
  let schema = z.string().trim().max(max, FORM_ANSWER_MESSAGES.maxLength(max));
  if (rules.min_length)
    schema = schema.min(rules.min_length, FORM_ANSWER_MESSAGES.minLength(rules.min_length));
  // The whole answer must match, by RE2 (linear time: no pattern can freeze the server). A pattern RE2 cannot
  // run was saved before issue 20 (lookaround): it checks nothing rather than refuse every answer.
  const compiled = rules.pattern ? compileAnswerPattern(rules.pattern) : null;
  if (compiled) {
    schema = schema.refine(
      (answer) => matchesWholeAnswer(compiled, answer),
      rules.pattern_message || FORM_ANSWER_MESSAGES.formatoInvalido,
    );
  }
  return schema;
}

function numberSchema(field: FormField) {
  const rules = field.validation_rules;
  let schema = z
    .number({ error: FORM_ANSWER_MESSAGES.numeroInvalido })
    .finite(FORM_ANSWER_MESSAGES.numeroInvalido);
  if (rules.min_value != null)
    schema = schema.min(rules.min_value, FORM_ANSWER_MESSAGES.minValue(rules.min_value));
  if (rules.max_value != null)
    schema = schema.max(rules.max_value, FORM_ANSWER_MESSAGES.maxValue(rules.max_value));
  // Inputs give text: '1 500', '1,500.5' → a number; anything else is not one.
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const cleaned = value.replace(/[\s,]/g, '');
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  }, schema);
}

function fileSchema(field: FormField) {
  const kinds = fieldFileKinds(field);
  const mimeTypes = fieldMimeTypes(field);
  const maxMb = fieldMaxFileMb(field);
  return z.custom<FileLike>(isFileLike, FORM_ANSWER_MESSAGES.archivoRequerido).superRefine((file, ctx) => {
    // A `.key` has no registered type (browsers send '' or a guess): an e.firma kind goes by its extension here;
    // the upload endpoint still checks its bytes.
    const byExtension = kinds.some(
      (kind) =>
        kind.startsWith('efirma_') &&
        FORM_FILE_KIND_EXTENSIONS[kind].some((extension) => file.name.toLowerCase().endsWith(extension)),
    );
    if (!mimeTypes.includes(file.type) && !byExtension)
      ctx.addIssue({ code: 'custom', message: FORM_ANSWER_MESSAGES.tipoArchivo(kinds) });
    if (file.size > maxMb * 1024 * 1024)
      ctx.addIssue({ code: 'custom', message: FORM_ANSWER_MESSAGES.tamanoArchivo(maxMb) });
  });
}

/** The schema of one answer, for a value that is not empty. */
function answerSchema(field: FormField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'email':
      return z
        .string()
        .trim()
        .max(254, FORM_ANSWER_MESSAGES.maxLength(254))
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.emailInvalido);
    case 'phone':
      return phoneSchema;
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      return z
        .string({ error: FORM_ANSWER_MESSAGES.opcionInvalida })
        .refine((value) => values.includes(value), FORM_ANSWER_MESSAGES.opcionInvalida);
    }
    case 'checkbox':
      return z.preprocess(
        (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
        z.boolean({ error: FORM_ANSWER_MESSAGES.casillaRequerida }),
      );
    case 'number':
      return numberSchema(field);
    case 'date':
      return z
        .string({ error: FORM_ANSWER_MESSAGES.fechaInvalida })
        .trim()
        .refine(isCalendarDate, FORM_ANSWER_MESSAGES.fechaInvalida);
    case 'curp':
      return curpSchema;
    case 'rfc':
      return rfcSchema;
    case 'file':
      return fileSchema(field);
  }
}

export type FormAnswerValue = string | number | boolean;
/** The answers the server stores: visible, non-file fields, normalised (CURP in capitals, phone as 10 digits…). */
export type FormAnswers = Record<string, FormAnswerValue>;

export type AnswersSchemaOptions = {
  /**
   * `check`: file fields hold a File, checked for type and size (the browser and its preview).
   * `skip`: file fields are not answers; they become document requirements uploaded later (the server). Only
   *   a field required at request time is checked: the request must describe the file attached to it
   *   (`{name, type, size}`, of the field's types and size).
   */
  files: 'check' | 'skip';
};

/**
 * The one function that turns a form version into a zod schema, for the browser and the server (issue 12).
 * It takes the answers keyed by field name, checks each visible field with its type and rules, reports issues at
 * the field's name, and outputs only the visible answers (hidden and unknown ones are dropped).
 */
export function buildAnswersSchema(fields: readonly FormField[], options: AnswersSchemaOptions) {
  const ordered = sortFields(fields);
  return z
    .record(z.string(), z.unknown(), { error: 'Las respuestas del formulario no son válidas' })
    .optional()
    .transform((input, ctx) => {
      const answers = input ?? {};
      const output: Record<string, unknown> = {};
      const shown: Record<string, unknown> = {};
      for (const field of ordered) {
        if (!isFieldVisible(field, shown)) continue;
        const value = answers[field.name];
        shown[field.name] = shownValue(field, value);
        if (field.type === 'file' && options.files === 'skip' && !isRequiredAtRequest(field)) continue;
        const empty =
          field.type === 'checkbox' ? isEmpty(value) || value === false || value === 'false' : isEmpty(value);
        // A file blocks sending only when required at request time; `required` alone means 'needed later'.
        const blocks = field.type === 'file' ? isRequiredAtRequest(field) : field.required;
        if (empty) {
          if (blocks) {
            const message =
              field.type === 'checkbox'
                ? FORM_ANSWER_MESSAGES.casillaRequerida
                : field.type === 'file'
                  ? FORM_ANSWER_MESSAGES.archivoAlSolicitar
                  : FORM_ANSWER_MESSAGES.requerido;
            ctx.addIssue({ code: 'custom', path: [field.name], message });
          } else if (field.type === 'checkbox') {
            output[field.name] = false;
          }
          continue;
        }
        const result = answerSchema(field).safeParse(value);
        if (!result.success) {
          for (const issue of result.error.issues) {
            ctx.addIssue({
              code: 'custom',
              path: [field.name, ...issue.path.map(String)],
              message: issue.message,
            });
          }
          continue;
        }
        // The server keeps no file in the answers: the upload that follows makes it a document.
        if (field.type === 'file' && options.files === 'skip') continue;
        output[field.name] = result.data;
        shown[field.name] = result.data;
      }
      return output as FormAnswers;
    });
}

// Built once: an Intl formatter costs far more to create than to use (a detail page shows many answers).
const NUMBER_FORMAT = new Intl.NumberFormat('es-MX');
const DATE_FORMAT = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The answer as people read it: the option's label, 'Sí'/'No', a date in Spanish. */
export function displayAnswer(field: FormField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (field.type) {
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'checkbox':
      return value === true ? 'Sí' : 'No';
    case 'number':
      return typeof value === 'number' ? NUMBER_FORMAT.format(value) : String(value);
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDate(value)) return String(value);
      return DATE_FORMAT.format(new Date(`${value}T00:00:00Z`));
    }
    default:
      return String(value);
  }
}

/** A field name from a label: 'Acta de nacimiento (original)' → 'acta_de_nacimiento_original'. */
export function toFieldName(label: string): string {
  const name = foldAccents(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  // At most 60 characters (field names allow 64; generation appends _2, _3… to repeats).
  return (/^[a-z]/.test(name) ? name : `campo_${name}`).slice(0, 60).replace(/_+$/, '');
}
