import { type AdminTramite, FORM_MESSAGES } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import {
  conditionTargets,
  describeCondition,
  fieldProblems,
  formBuilderHref,
  nextFieldId,
  removeField,
  reorderFields,
  sameNamePairs,
  tramitesWithoutForm,
  upsertField,
} from './form-builder.ts';
import { FIELDS, field } from './test-fixtures.ts';

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
