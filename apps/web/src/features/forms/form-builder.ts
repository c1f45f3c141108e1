import {
  type AdminTramite,
  autoFormName,
  FIXED_REQUEST_FIELD_NAMES,
  FORM_ID_SHORT_LENGTH,
  type FormField,
  type FormTemplate,
  FormTemplateInputSchema,
  isSameLooseName,
  sortFields,
} from '@tramites/shared';
import type { FieldErrors } from 'react-hook-form';

/*
 * The form builder's rules, apart from its screens: the list operations (add, reorder, delete, rename) that
 * keep conditions consistent, the builder's values, and what the tramites tab computes (procedures without
 * a form, same-name pairs). What the field editor edits is field-draft.ts. Validation is always the shared
 * FormTemplateInputSchema: the builder only calls it.
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
