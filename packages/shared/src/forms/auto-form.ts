import { FORM_FILE_MAX_MB_DEFAULT } from '../constants.ts';
import { toFieldName } from './answers-schema.ts';
import type { FormField } from './schemas.ts';

/** The contact fields every generated form starts with (named like the request form's fixed fields). */
const CONTACT_FIELDS: ReadonlyArray<Pick<FormField, 'name' | 'label' | 'type' | 'placeholder'>> = [
  {
    name: 'nombre_completo',
    label: 'Nombre completo',
    type: 'text',
    placeholder: 'Como aparece en tu identificación',
  },
  { name: 'telefono', label: 'Teléfono', type: 'phone', placeholder: '10 dígitos' },
  { name: 'email', label: 'Correo electrónico', type: 'email', placeholder: 'tu@correo.com' },
];

/** Names of the request form's fixed fields: a form field with one of them is answered by the fixed field. */
export const FIXED_REQUEST_FIELD_NAMES = ['nombre_completo', 'telefono', 'email'] as const;

/**
 * The fields of a generated form ('Formulario Auto: {procedure}', issue 12): the contact fields plus one
 * file field per required document, in the catalogue's order.
 */
export function buildAutoFormFields(requiredDocuments: readonly string[]): FormField[] {
  const fields: FormField[] = CONTACT_FIELDS.map((field, index) => ({
    ...field,
    id: `f${index + 1}`,
    required: true,
    order: index,
    validation_rules: field.type === 'text' ? { min_length: 2 } : {},
  }));
  const used = new Set(fields.map((field) => field.name));
  for (const document of requiredDocuments) {
    let name = toFieldName(document);
    for (let n = 2; used.has(name); n++) name = `${toFieldName(document).slice(0, 56)}_${n}`;
    used.add(name);
    fields.push({
      id: `f${fields.length + 1}`,
      name,
      label: document,
      type: 'file',
      required: true,
      order: fields.length,
      validation_rules: {},
      file_types: ['pdf', 'image'],
      max_file_size: FORM_FILE_MAX_MB_DEFAULT,
    });
  }
  return fields;
}
