import { type AdminTramite, FORM_MESSAGES, type FormField } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import {
  conditionTargets,
  describeCondition,
  emptyDraft,
  fieldDraftResolver,
  fieldProblems,
  formBuilderHref,
  fromDraft,
  NUMBER_MESSAGE,
  nextFieldId,
  removeField,
  reorderFields,
  sameNamePairs,
  toDraft,
  tramitesWithoutForm,
  upsertField,
} from './form-builder.ts';

const field = (id: string, name: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  name,
  label: extra.label ?? name,
  type: 'text',
  required: false,
  order: 0,
  validation_rules: {},
  ...extra,
});

const FIELDS: FormField[] = [
  field('f1', 'tipo', {
    type: 'select',
    order: 0,
    options: [
      { value: 'persona', label: 'Persona' },
      { value: 'empresa', label: 'Empresa' },
    ],
  }),
  field('f2', 'rfc', { type: 'rfc', order: 1, visible_when: { field: 'tipo', equals: 'empresa' } }),
  field('f7', 'ine', { type: 'file', order: 2 }),
];

describe('field drafts', () => {
  it('round-trips a field, keeping only what its type uses', () => {
    const number = field('f3', 'hijos', {
      type: 'number',
      validation_rules: { min_value: 0, max_value: 12 },
      placeholder: 'Cuántos',
    });
    expect(fromDraft(toDraft(number), 4)).toEqual({
      field: {
        ...number,
        order: 4,
        help_text: null,
        options: null,
        file_types: null,
        max_file_size: null,
        visible_when: null,
      },
      problems: {},
    });

    const draft = { ...toDraft(number), type: 'checkbox' as const };
    const { field: checkbox } = fromDraft(draft, 0);
    expect(checkbox.validation_rules).toEqual({});
    expect(checkbox.placeholder).toBeNull();
  });

  it('keeps ‘obligatorio al solicitar’ on a file field only (issue 20)', () => {
    const acta = field('f8', 'acta', { type: 'file', required: true, required_at_request: true });
    expect(toDraft(acta).required_at_request).toBe(true);
    expect(fromDraft(toDraft(acta), 0).field.required_at_request).toBe(true);
    expect(toDraft(field('f8', 'acta', { type: 'file' })).required_at_request).toBe(false);
    expect('required_at_request' in fromDraft(toDraft(field('f8', 'acta', { type: 'file' })), 0).field).toBe(
      false,
    );
    // A field turned into another type drops the mark: it could never block sending.
    const text = fromDraft({ ...toDraft(acta), type: 'text' }, 0).field;
    expect('required_at_request' in text).toBe(false);
  });

  it('reports numbers it cannot read, empty options and a condition without a value', () => {
    const draft = emptyDraft('f9');
    draft.type = 'select';
    draft.options = [{ label: '', value: '' }];
    draft.visible_when = { field: 'tipo', equals: '' };
    expect(fromDraft(draft, 0).problems).toEqual({
      'options.0.label': 'Escribe el texto de la opción',
      'options.0.value': 'Escribe el valor de la opción',
      'visible_when.equals': 'Elige el valor con el que se muestra este campo',
    });
    const text = {
      ...emptyDraft('f9'),
      validation_rules: { ...emptyDraft('f9').validation_rules, min_length: 'dos' },
    };
    expect(fromDraft(text, 0).problems).toEqual({ 'validation_rules.min_length': NUMBER_MESSAGE });
    expect(
      fromDraft({ ...emptyDraft('f9'), type: 'file', max_file_size: '2,5' }, 0).field.max_file_size,
    ).toBe(2.5);
  });

  it('checks a draft with the shared schema in its place among the other fields', async () => {
    const resolver = fieldDraftResolver({ others: FIELDS, index: 3 });
    const repeated = { ...emptyDraft('f8'), label: 'Otro RFC', name: 'rfc' };
    const result = await resolver(repeated, undefined, {} as never);
    expect(result.errors).toMatchObject({ name: { message: FORM_MESSAGES.campoNombreRepetido } });

    const ok = await resolver(
      { ...emptyDraft('f8'), label: 'Razón social', name: 'razon_social' },
      undefined,
      {} as never,
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ id: 'f8', name: 'razon_social', order: 3 });
  });
});

describe('list operations', () => {
  it('numbers new fields after the highest id', () => {
    expect(nextFieldId([])).toBe('f1');
    expect(nextFieldId(FIELDS)).toBe('f8');
    expect(nextFieldId([{ id: 'abc' }, { id: 'f2' }])).toBe('f3');
  });

  it('renames the conditions that pointed at a renamed field', () => {
    const renamed = upsertField(FIELDS, { ...FIELDS[0]!, name: 'tipo_persona' });
    expect(renamed[1]!.visible_when).toEqual({ field: 'tipo_persona', equals: 'empresa' });
    const added = upsertField(FIELDS, field('f8', 'notas'));
    expect(added.map((item) => [item.name, item.order])).toEqual([
      ['tipo', 0],
      ['rfc', 1],
      ['ine', 2],
      ['notas', 3],
    ]);
  });

  it('deletes a field and shows always what depended on it', () => {
    const left = removeField(FIELDS, 'f1');
    expect(left.map((item) => [item.name, item.order, item.visible_when ?? null])).toEqual([
      ['rfc', 0, null],
      ['ine', 1, null],
    ]);
  });

  it('reorders and flags a condition that now points at a later field', () => {
    const moved = reorderFields(FIELDS, ['f2', 'f1', 'f7']);
    expect(moved.map((item) => [item.id, item.order])).toEqual([
      ['f2', 0],
      ['f1', 1],
      ['f7', 2],
    ]);
    expect(fieldProblems(moved).get('f2')).toEqual([FORM_MESSAGES.condicionCampo]);
    expect(fieldProblems(FIELDS).size).toBe(0);
  });

  it('offers earlier fields but files as condition targets, and says a condition in words', () => {
    expect(conditionTargets(FIELDS, 3).map((item) => item.name)).toEqual(['tipo', 'rfc']);
    expect(describeCondition(FIELDS[1]!, FIELDS)).toBe('Se muestra cuando «tipo» es «Empresa»');
  });
});

const tramite = (id: number, name: string, extra: Partial<AdminTramite> = {}) =>
  ({ id, name, is_active: true, form_template_id: null, ...extra }) as AdminTramite;

describe('tramites tab rules', () => {
  it('counts the active procedures without a form', () => {
    const tramites = [
      tramite(1, 'A'),
      tramite(2, 'B', { form_template_id: 'x' }),
      tramite(3, 'C', { is_active: false }),
      tramite(4, 'D'),
    ];
    expect(tramitesWithoutForm(tramites).map((item) => item.id)).toEqual([1, 4]);
  });

  it('pairs procedures with the one template named like them or like their generated form', () => {
    const tramites = [tramite(1, 'Acta de Nacimiento'), tramite(2, 'Pasaporte'), tramite(3, 'Licencia')];
    const templates = [
      { id: 'a', name: 'acta de  nacimiento' },
      { id: 'b', name: 'Formulario Auto: Pasaporte' },
      { id: 'c', name: 'Licencia' },
      { id: 'd', name: 'LICENCIA' },
    ];
    expect(sameNamePairs(tramites, templates).map(({ tramite: t, template }) => [t.id, template.id])).toEqual(
      [
        [1, 'a'],
        [2, 'b'],
      ],
    );
  });

  it("links 'Configurar formulario' to the procedure's form, or to a new one for it", () => {
    expect(formBuilderHref({ id: 3, form_template_id: 'abc' })).toBe('?tab=forms&formulario=abc');
    expect(formBuilderHref({ id: 3, form_template_id: null })).toBe('?tab=forms&formulario=nuevo&tramite=3');
  });
});
