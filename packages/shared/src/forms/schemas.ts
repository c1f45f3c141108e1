import { z } from 'zod';
import { FORM_FILE_MAX_MB_MAX, FORM_FILE_MAX_MB_MIN } from '../constants.ts';

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

export const FORM_FILE_KINDS = ['pdf', 'image'] as const;
export type FormFileKind = (typeof FORM_FILE_KINDS)[number];
export const FORM_FILE_KIND_LABELS: Record<FormFileKind, string> = { pdf: 'PDF', image: 'Imagen (JPG, PNG)' };
/** The MIME types each kind admits, within what the upload endpoint accepts. */
export const FORM_FILE_KIND_MIME_TYPES: Record<FormFileKind, readonly string[]> = {
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/jpg', 'image/png'],
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
  opcionesRequeridas: 'Agrega al menos una opción',
  opcionRepetida: 'Las opciones no pueden repetirse',
  tiposArchivoRequeridos: 'Elige al menos un tipo de archivo',
  tamanoArchivo: `El tamaño máximo debe estar entre ${FORM_FILE_MAX_MB_MIN} y ${FORM_FILE_MAX_MB_MAX} MB`,
  condicionCampo: 'La condición debe referirse a otro campo anterior del formulario',
  patronInvalido: 'El patrón no es una expresión regular válida',
  rangoLongitud: 'La longitud mínima no puede ser mayor que la máxima',
  rangoValor: 'El valor mínimo no puede ser mayor que el máximo',
} as const;

/** Rules stored as data with each field (issue 12: required, min/max length, min/max value, pattern). */
export const ValidationRulesSchema = z
  .object({
    min_length: z.number().int().min(0).max(10_000).nullable().optional(),
    max_length: z.number().int().min(1).max(10_000).nullable().optional(),
    min_value: z.number().finite().nullable().optional(),
    max_value: z.number().finite().nullable().optional(),
    /** A JavaScript regular expression the whole answer must match (text-like fields). */
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
    .max(64)
    .regex(FORM_FIELD_NAME_PATTERN, FORM_MESSAGES.campoNombreFormato),
  label: z
    .string({ error: FORM_MESSAGES.etiquetaRequerida })
    .trim()
    .min(1, FORM_MESSAGES.etiquetaRequerida)
    .max(200),
  type: z.enum(FORM_FIELD_TYPES, { error: 'Tipo de campo inválido' }),
  required: z.boolean().default(false),
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

function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** The rules across fields: unique names, options for selects, file settings, conditions that can be met. */
function checkFields(fields: FormField[], ctx: z.RefinementCtx) {
  const ordered = [...fields].sort((a, b) => a.order - b.order);
  const seen = new Map<string, FormField>();
  for (const field of ordered) {
    const index = fields.indexOf(field);
    const at = (...path: (string | number)[]) => ['fields', index, ...path];
    if (seen.has(field.name)) {
      ctx.addIssue({ code: 'custom', path: at('name'), message: FORM_MESSAGES.campoNombreRepetido });
    }
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
    const rules = field.validation_rules;
    if (rules.pattern && !isValidPattern(rules.pattern)) {
      ctx.addIssue({
        code: 'custom',
        path: at('validation_rules', 'pattern'),
        message: FORM_MESSAGES.patronInvalido,
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
      }
    }
    seen.set(field.name, field);
  }
}

/** POST/PUT /api/admin/form-templates: `{name, description, tramite_type_id, fields}` with the spec's messages. */
export const FormTemplateInputSchema = z
  .object({
    name: z
      .string({ error: FORM_MESSAGES.nombreRequerido })
      .trim()
      .min(1, FORM_MESSAGES.nombreRequerido)
      .max(200),
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
  })
  .superRefine((form, ctx) => checkFields(form.fields, ctx));
export type FormTemplateInput = z.input<typeof FormTemplateInputSchema>;

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
    .min(1, FORM_MESSAGES.formularioRequerido),
});
export type ConnectFormInput = z.input<typeof ConnectFormSchema>;

/** POST /api/admin/connect-form-by-names */
export const ConnectFormByNamesSchema = z.object({
  tramite_name: z
    .string({ error: 'El nombre del trámite es requerido' })
    .trim()
    .min(1, 'El nombre del trámite es requerido'),
  form_name: z
    .string({ error: 'El nombre del formulario es requerido' })
    .trim()
    .min(1, FORM_MESSAGES.nombreRequerido),
});
export const ConnectFormByNamesResponseSchema = z.object({
  message: z.string(),
  tramite_name: z.string(),
  form_name: z.string(),
  form_id: z.string(),
  connection_method: z.string(),
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
