import {
  FORM_FILE_MAX_MB_DEFAULT,
  type FormField,
  type FormFieldType,
  type FormFileKind,
  FormTemplateInputSchema,
} from '@tramites/shared';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/*
 * What the field editor edits: a FormField as text in inputs (a draft), how a draft becomes a FormField,
 * and the editor's resolver, which checks it with the shared FormTemplateInputSchema among the other fields.
 */

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
