import { FORM_MESSAGES } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft, fieldDraftResolver, fromDraft, NUMBER_MESSAGE, toDraft } from './field-draft.ts';
import { FIELDS, field } from './test-fixtures.ts';

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
