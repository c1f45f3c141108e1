import type { FormField } from '@tramites/shared';

/** Fixtures of the forms feature's rule tests (form-builder, field-draft): one copy, not one per file. */

export const field = (id: string, name: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  name,
  label: extra.label ?? name,
  type: 'text',
  required: false,
  order: 0,
  validation_rules: {},
  ...extra,
});

export const FIELDS: FormField[] = [
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
