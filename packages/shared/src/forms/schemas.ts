import { z } from 'zod';
import { FORM_FILE_MAX_MB_MAX, FORM_FILE_MAX_MB_MIN } from '../constants.ts';
import { asksForSecret, namesSecret, SECRET_REQUEST_MSG } from '../privacy/secret-guard.ts';
import { normalizeUuid } from '../validation/safe-input.ts';
import { patternProblem } from './answer-pattern.ts';

/** Field types of the form builder (spec section 3, plus the Mexican identity types of issue 12). */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'textarea',
  'select',
  'checkbox',
  'number',
  'date',
  'file',
  'curp',
  'rfc',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Texto',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  textarea: 'Texto largo',
  select: 'Lista de opciones',
  checkbox: 'Casilla',
  number: 'Número',
  date: 'Fecha',
  file: 'Archivo',
  curp: 'CURP',
  rfc: 'RFC',
};

/**
 * `efirma_cer` and `efirma_key` are the e.firma's certificate and encrypted private key (issue 25): the only
 * way to hand us an e.firma, never with its password. A field admits them only when the admin chooses them.
 */
export const FORM_FILE_KINDS = ['pdf', 'image', 'efirma_cer', 'efirma_key'] as const;
export type FormFileKind = (typeof FORM_FILE_KINDS)[number];
/** What a file field admits when the builder left its types unset. */
export const FORM_FILE_KINDS_DEFAULT: readonly FormFileKind[] = ['pdf', 'image'];
export const FORM_FILE_KIND_LABELS: Record<FormFileKind, string> = {
  pdf: 'PDF',
  image: 'Imagen (JPG, PNG)',
  efirma_cer: 'Certificado de e.firma (.cer)',
  efirma_key: 'Clave privada de e.firma (.key)',
};
/** The MIME types each kind admits, within what the upload endpoint accepts. */
export const FORM_FILE_KIND_MIME_TYPES: Record<FormFileKind, readonly string[]> = {
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/jpg', 'image/png'],
  efirma_cer: ['application/pkix-cert'],
  efirma_key: ['application/pkcs8'],
};
/** The extensions each kind admits, for the file picker's `accept` (a `.key` has no registered MIME type). */
export const FORM_FILE_KIND_EXTENSIONS: Record<FormFileKind, readonly string[]> = {
  pdf: ['.pdf'],
  image: ['.jpg', '.jpeg', '.png'],
  efirma_cer: ['.cer'],
  efirma_key: ['.key'],
};

/** Names of generated forms start like this (spec section 3). */
export const AUTO_FORM_NAME_PREFIX = 'Formulario Auto: ';
export const autoFormName = (tramiteName: string): string => `${AUTO_FORM_NAME_PREFIX}${tramiteName}`;

/** Lower case letters, digits and underscores, starting with a letter. */
export const FORM_FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

export const FORM_MESSAGES = {
  nombreRequerido: 'El nombre del formulario es requerido',
  tramiteRequerido: 'Debes seleccionar un tramite',
  camposRequeridos: 'Debes agregar al menos un campo',
  formularioRequerido: 'Selecciona un formulario',
  campoNombreRequerido: 'El nombre del campo es requerido',
  campoNombreFormato:
    'El nombre del campo solo puede tener minúsculas, números y guiones bajos, y empezar con una letra',
  campoNombreRepetido: 'Ya hay otro campo con este nombre',
  etiquetaRequerida: 'La etiqueta del campo es requerida',
  etiquetaLarga: 'La etiqueta del campo puede tener hasta 200 caracteres',
  campoNombreLargo: 'El nombre del campo puede tener hasta 64 caracteres',
  nombreLargo: 'El nombre del formulario puede tener hasta 200 caracteres',
  opcionesRequeridas: 'Agrega al menos una opción',
  opcionRepetida: 'Las opciones no pueden repetirse',
  tiposArchivoRequeridos: 'Elige al menos un tipo de archivo',
  tamanoArchivo: `El tamaño máximo debe estar entre ${FORM_FILE_MAX_MB_MIN} y ${FORM_FILE_MAX_MB_MAX} MB`,
  condicionCampo: 'La condición debe referirse a otro campo anterior del formulario',
  condicionValor: 'La condición debe usar un valor que ese campo pueda tener',
  idRepetido: 'Cada campo necesita un id distinto',
  patronInvalido: 'El patrón no es una expresión regular válida',
  patronNoAdmitido:
    'El patrón usa algo que no se admite: referencias a grupos (como \\1), búsquedas alrededor (como (?=…) o (?<=…)) o repeticiones de más de 1000. Reescríbelo sin ello',
  rangoLongitud: 'La longitud mínima no puede ser mayor que la máxima',
  rangoValor: 'El valor mínimo no puede ser mayor que el máximo',
  formularioNoEncontrado: 'Formulario no encontrado',
  formularioNoExiste: 'El formulario seleccionado no existe',
  tramiteNoCoincide: 'El formulario pertenece a otro trámite: usa el trámite de la ruta',
  formularioEnUso: (count: number) =>
    `Este formulario ya se usó en ${count} ${count === 1 ? 'solicitud' : 'solicitudes'}: no se puede eliminar. Despublícalo para que los clientes dejen de verlo.`,
  editadoAMano:
    'El formulario de este trámite fue editado a mano: regenerarlo borraría esos cambios. Edítalo en el constructor o conecta otro formulario.',
  tramiteSinNombre: 'El nombre del trámite es requerido',
} as const;

/** Rules stored as data with each field (issue 12: required, min/max length, min/max value, pattern). */
export const ValidationRulesSchema = z
  .object({
    min_length: z.number().int().min(0).max(10_000).nullable().optional(),
    max_length: z.number().int().min(1).max(10_000).nullable().optional(),
    min_value: z.number().finite().nullable().optional(),
    max_value: z.number().finite().nullable().optional(),
    /** A regular expression (JavaScript syntax, matched by RE2) the whole answer must match (text-like fields). */
    pattern: z.string().max(500).nullable().optional(),
    /** Shown when the pattern does not match; a generic message otherwise. */
    pattern_message: z.string().max(200).nullable().optional(),
  })
  .default({});
export type ValidationRules = z.infer<typeof ValidationRulesSchema>;

/** Show the field only when another (earlier) field has this value; checkboxes compare 'true'/'false'. */
export const VisibilityConditionSchema = z.object({
  field: z.string().min(1),
  equals: z.string().max(200),
});
export type VisibilityCondition = z.infer<typeof VisibilityConditionSchema>;

export const FormFieldOptionSchema = z.object({
  value: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
});
export type FormFieldOption = z.infer<typeof FormFieldOptionSchema>;

/** One field of a form template (spec section 3 'Form field'). */
export const FormFieldSchema = z.object({
  /** Stable id within the template (the builder's key for drag and drop). */
  id: z.string().min(1).max(64),
  name: z
    .string({ error: FORM_MESSAGES.campoNombreRequerido })
    .trim()
    .min(1, FORM_MESSAGES.campoNombreRequerido)
    .max(64, FORM_MESSAGES.campoNombreLargo)
    .regex(FORM_FIELD_NAME_PATTERN, FORM_MESSAGES.campoNombreFormato),
  label: z
    .string({ error: FORM_MESSAGES.etiquetaRequerida })
    .trim()
    .min(1, FORM_MESSAGES.etiquetaRequerida)
    .max(200, FORM_MESSAGES.etiquetaLarga),
  type: z.enum(FORM_FIELD_TYPES, { error: 'Tipo de campo inválido' }),
  /** For a file field: the request's documents need it (its progress waits for it), now or later. */
  required: z.boolean().default(false),
  /**
   * File fields only: the client must attach the file to send the request ('Obligatorio al solicitar').
   * Without it a file field never blocks sending: the file may come later, on the documents page (issue 20).
   */
  required_at_request: z.boolean().optional(),
  placeholder: z.string().max(200).nullable().optional(),
  help_text: z.string().max(500).nullable().optional(),
  order: z.number().int().min(0).max(10_000),
  validation_rules: ValidationRulesSchema,
  options: z.array(FormFieldOptionSchema).max(200).nullable().optional(),
  file_types: z.array(z.enum(FORM_FILE_KINDS)).max(2).nullable().optional(),
  max_file_size: z
    .number()
    .int(FORM_MESSAGES.tamanoArchivo)
    .min(FORM_FILE_MAX_MB_MIN, FORM_MESSAGES.tamanoArchivo)
    .max(FORM_FILE_MAX_MB_MAX, FORM_MESSAGES.tamanoArchivo)
    .nullable()
    .optional(),
  visible_when: VisibilityConditionSchema.nullable().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;
export type FormFieldInput = z.input<typeof FormFieldSchema>;

/** The values a condition on `target` can meet: its options, 'true'/'false' for a checkbox, anything else. */
function conditionValues(target: FormField): string[] | null {
  if (target.type === 'select') return (target.options ?? []).map((option) => option.value);
  if (target.type === 'checkbox') return ['true', 'false'];
  return null;
}

/** The rules across fields: unique names, options for selects, file settings, conditions that can be met. */
function checkFields(fields: FormField[], ctx: z.RefinementCtx) {
  const ordered = [...fields].sort((a, b) => a.order - b.order);
  const seen = new Map<string, FormField>();
  const ids = new Set<string>();
  for (const field of ordered) {
    const index = fields.indexOf(field);
    const at = (...path: (string | number)[]) => ['fields', index, ...path];
    if (seen.has(field.name)) {
      ctx.addIssue({ code: 'custom', path: at('name'), message: FORM_MESSAGES.campoNombreRepetido });
    }
    if (ids.has(field.id)) {
      ctx.addIssue({ code: 'custom', path: at('id'), message: FORM_MESSAGES.idRepetido });
    }
    ids.add(field.id);
    if (field.type === 'select') {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0)
        ctx.addIssue({ code: 'custom', path: at('options'), message: FORM_MESSAGES.opcionesRequeridas });
      if (new Set(values).size !== values.length) {
        ctx.addIssue({ code: 'custom', path: at('options'), message: FORM_MESSAGES.opcionRepetida });
      }
    }
    if (field.type === 'file' && field.file_types && field.file_types.length === 0) {
      ctx.addIssue({ code: 'custom', path: at('file_types'), message: FORM_MESSAGES.tiposArchivoRequeridos });
    }
    // Issue 25: no field asks for a password; its help may only warn that we never ask for one.
    if (namesSecret(field.label)) {
      ctx.addIssue({ code: 'custom', path: at('label'), message: SECRET_REQUEST_MSG.campo });
    }
    for (const key of ['help_text', 'placeholder'] as const) {
      if (asksForSecret(field[key])) {
        ctx.addIssue({ code: 'custom', path: at(key), message: SECRET_REQUEST_MSG.ayuda });
      }
    }
    const rules = field.validation_rules;
    // Answers are matched by RE2 in linear time (answer-pattern.ts): what it cannot run is refused here.
    const patternIssue = rules.pattern ? patternProblem(rules.pattern) : null;
    if (patternIssue) {
      ctx.addIssue({
        code: 'custom',
        path: at('validation_rules', 'pattern'),
        message: patternIssue === 'invalido' ? FORM_MESSAGES.patronInvalido : FORM_MESSAGES.patronNoAdmitido,
      });
    }
    if (rules.min_length != null && rules.max_length != null && rules.min_length > rules.max_length) {
      ctx.addIssue({
        code: 'custom',
        path: at('validation_rules', 'min_length'),
        message: FORM_MESSAGES.rangoLongitud,
      });
    }
    if (rules.min_value != null && rules.max_value != null && rules.min_value > rules.max_value) {
      ctx.addIssue({
        code: 'custom',
        path: at('validation_rules', 'min_value'),
        message: FORM_MESSAGES.rangoValor,
      });
    }
    // A condition on a later field (or itself) could never be shown in order; on a file it has no value.
    const condition = field.visible_when;
    if (condition) {
      const target = seen.get(condition.field);
      if (!target || target.type === 'file') {
        ctx.addIssue({
          code: 'custom',
          path: at('visible_when', 'field'),
          message: FORM_MESSAGES.condicionCampo,
        });
      } else if (!(conditionValues(target) ?? [condition.equals.trim()]).includes(condition.equals.trim())) {
        // An option that does not exist (or 'si' on a checkbox) would hide the field for ever.
        ctx.addIssue({
          code: 'custom',
          path: at('visible_when', 'equals'),
          message: FORM_MESSAGES.condicionValor,
        });
      }
    }
    seen.set(field.name, field);
  }
}

const formTemplateShape = {
  name: z
    .string({ error: FORM_MESSAGES.nombreRequerido })
    .trim()
    .min(1, FORM_MESSAGES.nombreRequerido)
    .max(200, FORM_MESSAGES.nombreLargo),
  description: z.string().trim().max(2000).nullable().optional().default(''),
  tramite_type_id: z.coerce
    .number({ error: FORM_MESSAGES.tramiteRequerido })
    .int(FORM_MESSAGES.tramiteRequerido)
    .positive(FORM_MESSAGES.tramiteRequerido)
    .max(2_147_483_647, FORM_MESSAGES.tramiteRequerido),
  fields: z
    .array(FormFieldSchema, { error: FORM_MESSAGES.camposRequeridos })
    .min(1, FORM_MESSAGES.camposRequeridos)
    .max(200),
};

/** POST/PUT /api/admin/form-templates: `{name, description, tramite_type_id, fields}` with the spec's messages. */
export const FormTemplateInputSchema = z
  .object(formTemplateShape)
  .superRefine((form, ctx) => checkFields(form.fields, ctx));
export type FormTemplateInput = z.input<typeof FormTemplateInputSchema>;

/**
 * PUT /api/admin/tramites/{id}/form-template: the same form, for the procedure of the path (`tramite_type_id`
 * may be left out; if sent it must be that procedure).
 */
export const TramiteFormTemplateInputSchema = z
  .object({ ...formTemplateShape, tramite_type_id: formTemplateShape.tramite_type_id.optional() })
  .superRefine((form, ctx) => checkFields(form.fields, ctx));
export type TramiteFormTemplateInput = z.input<typeof TramiteFormTemplateInputSchema>;

/** The fields sorted as clients see them. */
export const sortFields = (fields: readonly FormField[]): FormField[] =>
  [...fields].sort((a, b) => a.order - b.order);

/** A form template as the admin API answers it (spec section 3 'Form template'). */
export const FormTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tramite_type_id: z.number().int().nullable(),
  tramite_name: z.string().nullable(),
  category_name: z.string().nullable(),
  /** The fields being edited: the published version's, or a newer draft's. */
  fields: z.array(FormFieldSchema),
  /** Clients fill the published version; true while one exists. */
  is_published: z.boolean(),
  /** The version of `fields`; a published form edited again gets the next number as a draft. */
  version: z.number().int(),
  published_version: z.number().int().nullable(),
  /** `fields` differ from the published version (or nothing is published yet). */
  has_unpublished_changes: z.boolean(),
  /** Made by generation and never edited by hand: generation may re-make it. */
  is_auto_generated: z.boolean(),
  /** Requests filled with any version of this template (such a template cannot be deleted). */
  requests_count: z.number().int(),
  /** The procedures whose clients get this form (the catalogue's `form_template_id` points here). */
  connected_tramites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updated_at: z.string(),
  created_at: z.string(),
});
export type FormTemplate = z.infer<typeof FormTemplateSchema>;

/** What the form builder's status chip says. */
export const formTemplateStatusLabel = (
  template: Pick<FormTemplate, 'is_published'>,
): 'Publicado' | 'Borrador' => (template.is_published ? 'Publicado' : 'Borrador');

/** GET /api/admin/form-templates?search=&tramite_type_id=&status= */
export const FormTemplatesQuerySchema = z.object({
  /** Matches the name, the procedure or the first 7 characters of the id (spec: search by form id). */
  search: z.string().trim().max(100).optional(),
  tramite_type_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z
    .enum(['published', 'draft'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type FormTemplatesQuery = z.input<typeof FormTemplatesQuerySchema>;

export const FormTemplatesListSchema = z.object({
  templates: z.array(FormTemplateSchema),
  stats: z.object({
    total: z.number().int(),
    published: z.number().int(),
    drafts: z.number().int(),
    auto_generated: z.number().int(),
    tramites_without_form: z.number().int(),
  }),
});
export type FormTemplatesList = z.infer<typeof FormTemplatesListSchema>;

/** PUT /api/admin/form-templates/{id}/publish?publish={bool} */
export const PublishQuerySchema = z.object({
  publish: z
    .enum(['true', 'false'], { error: 'publish debe ser true o false' })
    .transform((value) => value === 'true'),
});

/** PUT /api/admin/tramites/{id}/connect-form */
export const ConnectFormSchema = z.object({
  form_template_id: z
    .string({ error: FORM_MESSAGES.formularioRequerido })
    .trim()
    .min(1, FORM_MESSAGES.formularioRequerido)
    .max(100, FORM_MESSAGES.formularioNoExiste)
    .transform(normalizeUuid),
});
export type ConnectFormInput = z.input<typeof ConnectFormSchema>;

/** PUT /api/admin/tramites/{id}/connect-form: the procedure's clients now get this form (when published). */
export const ConnectFormResponseSchema = z.object({
  message: z.string(),
  tramite_id: z.number().int(),
  form_template_id: z.string(),
  form_template_name: z.string(),
  is_published: z.boolean(),
});
export type ConnectFormResponse = z.infer<typeof ConnectFormResponseSchema>;

/** GET /api/admin/tramites/{id}/form-template: the procedure's connected form, or null. */
export const TramiteFormTemplateResponseSchema = z.object({
  tramite_id: z.number().int(),
  tramite_name: z.string(),
  template: FormTemplateSchema.nullable(),
});
export type TramiteFormTemplateResponse = z.infer<typeof TramiteFormTemplateResponseSchema>;

/**
 * How connect-form-by-names matched (its `connection_method`): `nombre_exacto` when both names are found as
 * written; `nombre_normalizado` when only a match ignoring case, accents and repeated spaces exists.
 */
export const FORM_CONNECTION_METHODS = ['nombre_exacto', 'nombre_normalizado'] as const;
export type FormConnectionMethod = (typeof FORM_CONNECTION_METHODS)[number];

/** POST /api/admin/connect-form-by-names */
export const ConnectFormByNamesSchema = z.object({
  tramite_name: z
    .string({ error: FORM_MESSAGES.tramiteSinNombre })
    .trim()
    .min(1, FORM_MESSAGES.tramiteSinNombre)
    .max(200, 'El nombre del trámite puede tener hasta 200 caracteres'),
  form_name: z
    .string({ error: FORM_MESSAGES.nombreRequerido })
    .trim()
    .min(1, FORM_MESSAGES.nombreRequerido)
    .max(200, FORM_MESSAGES.nombreLargo),
});
export const ConnectFormByNamesResponseSchema = z.object({
  message: z.string(),
  tramite_name: z.string(),
  form_name: z.string(),
  form_id: z.string(),
  connection_method: z.enum(FORM_CONNECTION_METHODS),
});
export type ConnectFormByNamesResponse = z.infer<typeof ConnectFormByNamesResponseSchema>;

/** POST /api/admin/tramites/create-missing-forms */
export const CreateMissingFormsResponseSchema = z.object({
  message: z.string(),
  formularios_creados: z.number().int(),
  total_tramites: z.number().int(),
});
/** POST /api/admin/auto-generate-forms */
export const AutoGenerateFormsResponseSchema = z.object({
  summary: z.object({
    total_tramites: z.number().int(),
    creados: z.number().int(),
    regenerados: z.number().int(),
    conectados: z.number().int(),
    /** Edited by hand: generation leaves them as they are. */
    omitidos_editados: z.number().int(),
  }),
});
export type AutoGenerateFormsResponse = z.infer<typeof AutoGenerateFormsResponseSchema>;

// ── What clients see ─────────────────────────────────────────────────────────

/** GET /api/tramites/{id}/form: the published version clients fill in, or null when there is none. */
export const PublishedFormSchema = z.object({
  form_template_id: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  fields: z.array(FormFieldSchema),
});
export type PublishedForm = z.infer<typeof PublishedFormSchema>;
export const TramiteFormResponseSchema = z.object({ form: PublishedFormSchema.nullable() });

/** A stored answer as /solicitud/{id} and the gestor show it. */
export const FormAnswerSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  /** The answer as people read it (the option's label, 'Sí'/'No', a date in Spanish). */
  display: z.string(),
});
export type FormAnswer = z.infer<typeof FormAnswerSchema>;

export const RequestFormAnswersSchema = z.object({
  form_template_id: z.string(),
  form_name: z.string(),
  version: z.number().int(),
  answers: z.array(FormAnswerSchema),
});
export type RequestFormAnswers = z.infer<typeof RequestFormAnswersSchema>;
