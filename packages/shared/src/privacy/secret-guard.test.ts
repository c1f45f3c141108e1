import { describe, expect, it } from 'vitest';
import { RequiredDocumentsSchema } from '../catalog/admin-schemas.ts';
import { FormTemplateInputSchema } from '../forms/schemas.ts';
import { asksForSecret, namesSecret, SECRET_REQUEST_MSG } from './secret-guard.ts';

/** A one-field form with `field` over a plain text field. */
const formWithField = (field: object) =>
  FormTemplateInputSchema.safeParse({
    name: 'Formulario',
    tramite_type_id: 1,
    fields: [{ id: 'f1', name: 'dato', label: 'Dato', type: 'text', order: 0, ...field }],
  });

describe('a name or label that names a secret', () => {
  it.each([
    'Contraseña del SAT o e.firma vigente',
    'Contraseña de la clave privada',
    'CONTRASENA del portal',
    'Password de tu correo',
    'Clave de acceso al portal del IMSS',
    'Clave CIEC',
    'NIP de la tarjeta',
    'PIN del token bancario',
  ])('refuses %s', (text) => {
    expect(namesSecret(text)).toBe(true);
  });

  it.each([
    'Certificado de la e.firma (archivo .cer)',
    'Clave privada de la e.firma (archivo .key)',
    'Credencial para votar (clave de elector visible)',
    'Comprobante de pago de derechos',
    'Opinión de cumplimiento',
    'Pinturas del local',
  ])('accepts %s', (text) => {
    expect(namesSecret(text)).toBe(false);
  });
});

describe('a help text', () => {
  it('may warn that we never ask for a password', () => {
    expect(asksForSecret('Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT.')).toBe(
      false,
    );
    expect(asksForSecret('No compartas tu NIP con nadie.')).toBe(false);
    expect(asksForSecret('Sube el archivo .key. Jamás te pediremos su contraseña')).toBe(false);
  });

  it('may not ask for one, even after a harmless sentence', () => {
    expect(asksForSecret('Escribe tu contraseña del SAT.')).toBe(true);
    expect(asksForSecret('Nunca la compartas. Después escribe aquí tu clave CIEC')).toBe(true);
    expect(asksForSecret('Incluye el NIP')).toBe(true);
  });
});

describe('the schemas refuse it (issue 25)', () => {
  it('in a procedure’s required documents', () => {
    const result = RequiredDocumentsSchema.safeParse(['INE vigente', 'Contraseña del SAT']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SECRET_REQUEST_MSG.documento);
  });

  it('in a form field’s label, help text or placeholder, each at its path', () => {
    const issues = (field: object) =>
      formWithField(field).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ label: 'Contraseña del SAT' })).toEqual([['fields.0.label', SECRET_REQUEST_MSG.campo]]);
    expect(issues({ help_text: 'Escribe tu NIP' })).toEqual([
      ['fields.0.help_text', SECRET_REQUEST_MSG.ayuda],
    ]);
    expect(issues({ placeholder: 'Tu password' })).toEqual([
      ['fields.0.placeholder', SECRET_REQUEST_MSG.ayuda],
    ]);
    expect(issues({ help_text: 'Nunca te pediremos tu contraseña.' })).toEqual([]);
  });
});
