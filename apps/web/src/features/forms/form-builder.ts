import {
  type AdminTramite,
  autoFormName,
  FIXED_REQUEST_FIELD_NAMES,
  FORM_FILE_MAX_MB_DEFAULT,
  FORM_ID_SHORT_LENGTH,
  type FormField,
  type FormFieldType,
  type FormFileKind,
  type FormTemplate,
  FormTemplateInputSchema,
  isSameLooseName,
  sortFields,
} from '@tramites/shared';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/*
 * The form builder's rules, apart from its screens: what the field editor edits (text in inputs) and how
 * it becomes a FormField, the list operations (add, reorder, delete, rename) that keep conditions
 * consistent, and what the tramites tab computes (procedures without a form, same-name pairs).
 * Validation is always the shared FormTemplateInputSchema: the editor and the builder only call it.
 */

/** ?formulario={id} opens the builder on a template; ?formulario=nuevo (&tramite={id}) on a new one. */
export const FORM_PARAM = 'formulario';
export const NEW_FORM = 'nuevo';
export const TRAMITE_PARAM = 'tramite';

/** The first 7 characters of a form's id, as the spec shows and searches it. */
export const shortFormId = (id: string) => id.slice(0, FORM_ID_SHORT_LENGTH);

/** Where the tramites tab's 'Configurar formulario' leads: the builder on the procedure's form, or a new one. */
export function formBuilderHref(tramite: Pick<AdminTramite, 'id' | 'form_template_id'>): string {
  return tramite.form_template_id
    ? `?tab=forms&${FORM_PARAM}=${encodeURIComponent(tramite.form_template_id)}`
    : `?tab=forms&${FORM_PARAM}=${NEW_FORM}&${TRAMITE_PARAM}=${tramite.id}`;
}

/** Which rules and settings the editor offers for a type. */
export const TYPE_SETTINGS: Record<
  FormFieldType,
  { length: boolean; pattern: boolean; value: boolean; placeholder: boolean }
> = {
  text: { length: true, pattern: true, value: false, placeholder: true },
  textarea: { length: true, pattern: true, value: false, placeholder: true },
  email: { length: false, pattern: false, value: false, placeholder: true },
  phone: { length: false, pattern: false, value: false, placeholder: true },
  select: { length: false, pattern: false, value: false, placeholder: true },
  checkbox: { length: false, pattern: false, value: false, placeholder: false },
  number: { length: false, pattern: false, value: true, placeholder: true },
  date: { length: false, pattern: false, value: false, placeholder: false },
  file: { length: false, pattern: false, value: false, placeholder: false },
  curp: { length: false, pattern: false, value: false, placeholder: true },
  rfc: { length: false, pattern: false, value: false, placeholder: true },
};

/** What the field editor's inputs hold: numbers as typed text, an empty condition field for 'always'. */
export interface FieldDraft {
  id: string;
  label: string;
  name: string;
  type: FormFieldType;
  required: boolean;
  /** File fields: the client must attach it to send the request. */
  required_at_request: boolean;
  placeholder: string;
  help_text: string;
  validation_rules: {
    min_length: string;
    max_length: string;
    min_value: string;
    max_value: string;
    pattern: string;
    pattern_message: string;
  };
  options: { label: string; value: string }[];
  file_types: FormFileKind[];
  max_file_size: string;
  visible_when: { field: string; equals: string };
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function emptyDraft(id: string): FieldDraft {
  return {
    id,
    label: '',
    name: '',
    type: 'text',
    required: false,
    required_at_request: false,
    placeholder: '',
    help_text: '',
    validation_rules: {
      min_length: '',
      max_length: '',
      min_value: '',
      max_value: '',
      pattern: '',
      pattern_message: '',
    },
    options: [],
    file_types: ['pdf', 'image'],
    max_file_size: String(FORM_FILE_MAX_MB_DEFAULT),
    visible_when: { field: '', equals: '' },
  };
}

export function toDraft(field: FormField): FieldDraft {
  const rules = field.validation_rules;
  return {
    id: field.id,
    label: field.label,
    name: field.name,
    type: field.type,
    required: field.required,
    required_at_request: field.required_at_request === true,
    placeholder: field.placeholder ?? '',
    help_text: field.help_text ?? '',
    validation_rules: {
      min_length: numberText(rules.min_length),
      max_length: numberText(rules.max_length),
      min_value: numberText(rules.min_value),
      max_value: numberText(rules.max_value),
      pattern: rules.pattern ?? '',
      pattern_message: rules.pattern_message ?? '',
    },
    options: (field.options ?? []).map((option) => ({ ...option })),
    file_types: field.file_types && field.file_types.length > 0 ? [...field.file_types] : ['pdf', 'image'],
    max_file_size: numberText(field.max_file_size ?? FORM_FILE_MAX_MB_DEFAULT),
    visible_when: field.visible_when
      ? { field: field.visible_when.field, equals: field.visible_when.equals }
      : { field: '', equals: '' },
  };
}

export const NUMBER_MESSAGE = 'Escribe un número válido';
export const OPTION_LABEL_MESSAGE = 'Escribe el texto de la opción';
export const OPTION_VALUE_MESSAGE = 'Escribe el valor de la opción';
export const CONDITION_VALUE_MESSAGE = 'Elige el valor con el que se muestra este campo';

/** A typed number: '' is no rule; anything that is not a number is reported at `path`. */
function readNumber(text: string, path: string, problems: Record<string, string>): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') {
    return null;
  }
  const value = Number(trimmed);
  if (!Number.isFinite(value)) {
    problems[path] = NUMBER_MESSAGE;
    return null;
  }
  return value;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The field a draft describes, with only the settings its type uses (a text field keeps no options, a
 * file field no pattern), and the numbers that could not be read (path → message).
 */
export function fromDraft(
  draft: FieldDraft,
  order: number,
): { field: FormField; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const settings = TYPE_SETTINGS[draft.type];
  const rules = draft.validation_rules;
  const validationRules: FormField['validation_rules'] = {};
  if (settings.length) {
    validationRules.min_length = readNumber(rules.min_length, 'validation_rules.min_length', problems);
    validationRules.max_length = readNumber(rules.max_length, 'validation_rules.max_length', problems);
  }
  if (settings.pattern) {
    validationRules.pattern = rules.pattern.trim() === '' ? null : rules.pattern;
    validationRules.pattern_message = validationRules.pattern ? textOrNull(rules.pattern_message) : null;
  }
  if (settings.value) {
    validationRules.min_value = readNumber(rules.min_value, 'validation_rules.min_value', problems);
    validationRules.max_value = readNumber(rules.max_value, 'validation_rules.max_value', problems);
  }
  const field: FormField = {
    id: draft.id,
    name: draft.name.trim(),
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
    // Only a file field can block sending (issue 20); the key is left out otherwise.
    ...(draft.type === 'file' && draft.required_at_request ? { required_at_request: true } : {}),
    placeholder: settings.placeholder ? textOrNull(draft.placeholder) : null,
    help_text: textOrNull(draft.help_text),
    order,
    validation_rules: Object.fromEntries(
      Object.entries(validationRules).filter(([, value]) => value !== null && value !== undefined),
    ),
    options:
      draft.type === 'select'
        ? draft.options.map((option) => ({ label: option.label.trim(), value: option.value.trim() }))
        : null,
    file_types: draft.type === 'file' ? [...draft.file_types] : null,
    max_file_size: draft.type === 'file' ? readNumber(draft.max_file_size, 'max_file_size', problems) : null,
    visible_when: draft.visible_when.field
      ? { field: draft.visible_when.field, equals: draft.visible_when.equals.trim() }
      : null,
  };
  if (draft.type === 'select') {
    draft.options.forEach((option, index) => {
      if (!option.label.trim()) {
        problems[`options.${index}.label`] = OPTION_LABEL_MESSAGE;
      }
      if (!option.value.trim()) {
        problems[`options.${index}.value`] = OPTION_VALUE_MESSAGE;
      }
    });
  }
  if (draft.visible_when.field && !draft.visible_when.equals.trim()) {
    problems['visible_when.equals'] = CONDITION_VALUE_MESSAGE;
  }
  return { field, problems };
}

/** Issues of the shared schema at `fields.{index}.…`, keyed by the rest of the path ('' for the field itself). */
function issuesOfField(fields: FormField[], index: number): Record<string, string> {
  const result = FormTemplateInputSchema.safeParse({ name: 'x', tramite_type_id: 1, fields });
  const found: Record<string, string> = {};
  if (result.success) {
    return found;
  }
  for (const issue of result.error.issues) {
    const [root, at, ...rest] = issue.path;
    if (root === 'fields' && at === index) {
      const path = rest.join('.');
      found[path] ??= issue.message;
    }
  }
  return found;
}

/** Every field's problems (the shared schema's messages), by field id: what the builder's list flags live. */
export function fieldProblems(fields: readonly FormField[]): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  if (fields.length === 0) {
    return problems;
  }
  const result = FormTemplateInputSchema.safeParse({ name: 'x', tramite_type_id: 1, fields });
  if (result.success) {
    return problems;
  }
  for (const issue of result.error.issues) {
    const [root, at] = issue.path;
    const field = root === 'fields' && typeof at === 'number' ? fields[at] : undefined;
    if (field) {
      const list = problems.get(field.id) ?? [];
      if (!list.includes(issue.message)) {
        list.push(issue.message);
      }
      problems.set(field.id, list);
    }
  }
  return problems;
}

/**
 * The field editor's resolver: the draft is read into a FormField and checked with the shared template
 * schema in its place among the other fields (unique names, options, conditions on earlier fields…), so the
 * editor says exactly what saving the form would.
 */
export function fieldDraftResolver(context: {
  /** The form's other fields, in order. */
  others: readonly FormField[];
  /** Where the edited field goes among them. */
  index: number;
}): Resolver<FieldDraft, unknown, FormField> {
  return async (values) => {
    const { field, problems } = fromDraft(values, context.index);
    const fields = [...context.others];
    fields.splice(context.index, 0, field);
    const renumbered = fields.map((item, order) => ({ ...item, order }));
    const issues = { ...issuesOfField(renumbered, context.index), ...problems };
    if (Object.keys(issues).length === 0) {
      return { values: renumbered[context.index]!, errors: {} };
    }
    const errors: FieldErrors<FieldDraft> = {};
    for (const [path, message] of Object.entries(issues)) {
      // An issue about the whole field (none expected) is shown with its label.
      const target = path === '' ? 'label' : path === 'visible_when' ? 'visible_when.field' : path;
      set(errors, target, { type: 'validate', message });
    }
    return { values: {}, errors };
  };
}

/** `f1`, `f2`…: the next id not used in the form (stable keys for drag and drop). */
export function nextFieldId(fields: readonly Pick<FormField, 'id'>[]): string {
  const numbers = fields.map((field) => /^f(\d+)$/.exec(field.id)?.[1]).map(Number);
  const highest = numbers.filter(Number.isFinite).reduce((max, value) => Math.max(max, value), 0);
  return `f${highest + 1}`;
}

/** The fields in list order, each with its position as `order`. */
export const renumber = (fields: readonly FormField[]): FormField[] =>
  fields.map((field, order) => (field.order === order ? field : { ...field, order }));

/** Puts a field (new or edited) in its place and renames what depended on its old name. */
export function upsertField(fields: readonly FormField[], field: FormField): FormField[] {
  const index = fields.findIndex((item) => item.id === field.id);
  if (index === -1) {
    return renumber([...fields, field]);
  }
  const previous = fields[index]!;
  const next = fields.map((item) => {
    if (item.id === field.id) {
      return field;
    }
    if (previous.name !== field.name && item.visible_when?.field === previous.name) {
      return { ...item, visible_when: { ...item.visible_when, field: field.name } };
    }
    return item;
  });
  return renumber(next);
}

/** The fields shown only depending on `name`. */
export const dependentsOf = (fields: readonly FormField[], name: string): FormField[] =>
  fields.filter((field) => field.visible_when?.field === name);

/** Deletes a field; the fields that depended on it are shown always from then on. */
export function removeField(fields: readonly FormField[], id: string): FormField[] {
  const removed = fields.find((field) => field.id === id);
  if (!removed) {
    return [...fields];
  }
  return renumber(
    fields
      .filter((field) => field.id !== id)
      .map((field) =>
        field.visible_when?.field === removed.name ? { ...field, visible_when: null } : field,
      ),
  );
}

/** The fields in the order of `ids` (a drop in the sortable list). */
export function reorderFields(fields: readonly FormField[], ids: readonly string[]): FormField[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const ordered = ids.flatMap((id) => {
    const field = byId.get(id);
    return field ? [field] : [];
  });
  return renumber(ordered.length === fields.length ? ordered : [...fields]);
}

/** Fields a condition may point at: earlier ones, and not files (a file has no value to compare). */
export const conditionTargets = (fields: readonly FormField[], index: number): FormField[] =>
  fields.slice(0, Math.max(0, index)).filter((field) => field.type !== 'file');

/** A condition's value as people read it: the option's label, Sí/No for a checkbox. */
export function conditionValueLabel(target: FormField | undefined, equals: string): string {
  if (target?.type === 'select') {
    return target.options?.find((option) => option.value === equals)?.label ?? equals;
  }
  if (target?.type === 'checkbox') {
    return equals === 'true' ? 'Sí' : 'No';
  }
  return equals;
}

/** 'Se muestra cuando «Tipo de beneficiario» es «Para mi empresa»'. */
export function describeCondition(field: FormField, fields: readonly FormField[]): string | null {
  const condition = field.visible_when;
  if (!condition) {
    return null;
  }
  const target = fields.find((item) => item.name === condition.field);
  const label = target?.label ?? condition.field;
  return `Se muestra cuando «${label}» es «${conditionValueLabel(target, condition.equals)}»`;
}

/** The request form's contact fields answer these, so clients are not asked twice. */
export const isAnsweredByContactFields = (field: Pick<FormField, 'name'>): boolean =>
  (FIXED_REQUEST_FIELD_NAMES as readonly string[]).includes(field.name);

/** What the builder's form holds. The procedure is the select's text until the schema reads it. */
export interface BuilderValues {
  name: string;
  description: string;
  tramite_type_id: string;
  fields: FormField[];
}

export function builderDefaults(
  template: FormTemplate | null,
  tramite: Pick<AdminTramite, 'id' | 'name'> | null,
): BuilderValues {
  if (template) {
    return {
      name: template.name,
      description: template.description,
      tramite_type_id: template.tramite_type_id === null ? '' : String(template.tramite_type_id),
      fields: renumber(sortFields(template.fields)),
    };
  }
  return {
    name: tramite ? tramite.name : '',
    description: '',
    tramite_type_id: tramite ? String(tramite.id) : '',
    fields: [],
  };
}

/** Active procedures with no form connected: what 'Crear formularios faltantes' will make forms for. */
export const tramitesWithoutForm = (tramites: readonly AdminTramite[]): AdminTramite[] =>
  tramites.filter((tramite) => tramite.is_active && !tramite.form_template_id);

/**
 * 'Conectar por nombre': each active procedure without a form, with the one template named like it, or like
 * its generated form ('Formulario Auto: {name}'), ignoring case, accents and spacing as the server does. A
 * name two templates share is ambiguous: skipped.
 */
export function sameNamePairs(
  tramites: readonly AdminTramite[],
  templates: readonly Pick<FormTemplate, 'id' | 'name'>[],
): { tramite: AdminTramite; template: Pick<FormTemplate, 'id' | 'name'> }[] {
  return tramitesWithoutForm(tramites).flatMap((tramite) => {
    const matches = templates.filter(
      (template) =>
        isSameLooseName(template.name, tramite.name) ||
        isSameLooseName(template.name, autoFormName(tramite.name)),
    );
    return matches.length === 1 ? [{ tramite, template: matches[0]! }] : [];
  });
}

/** The template's message for an empty form, wherever react-hook-form put it (`fields` or `fields.root`). */
export function fieldsListError(errors: FieldErrors<BuilderValues>): string | undefined {
  const fieldsError = errors.fields as { message?: string; root?: { message?: string } } | undefined;
  return fieldsError?.root?.message ?? fieldsError?.message;
}
