import { describe, expect, it } from 'vitest';
import { buildAutoFormFields, FIXED_REQUEST_FIELD_NAMES } from './auto-form.ts';
import {
  AUTO_FORM_NAME_PREFIX,
  autoFormName,
  FORM_MESSAGES,
  type FormField,
  FormTemplateInputSchema,
  formTemplateStatusLabel,
  PublishQuerySchema,
  TramiteFormTemplateInputSchema,
} from './schemas.ts';
import { field } from './test-fields.ts';

const template = (fields: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: 'Solicitud de pasaporte',
  description: 'Datos para el pasaporte',
  tramite_type_id: 7,
  fields,
  ...overrides,
});

/** Every message of a failed parse with its path. */
function issues(input: unknown): { path: string; message: string }[] {
  const result = FormTemplateInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const text = (name: string, extra: Partial<FormField> = {}) => field({ name, type: 'text', ...extra });

describe('FormTemplateInputSchema: the spec’s save messages', () => {
  it('accepts a complete form and applies the defaults', () => {
    const parsed = FormTemplateInputSchema.parse(
      template([{ id: 'a', name: 'nombre', label: 'Nombre', type: 'text', order: 0 }], {
        description: undefined,
      }),
    );
    expect(parsed.description).toBe('');
    expect(parsed.fields[0]).toMatchObject({ required: false, validation_rules: {} });
  });

  it("'El nombre del formulario es requerido'", () => {
    for (const name of [undefined, '', '   ']) {
      expect(issues(template([text('a')], { name }))).toContainEqual({
        path: 'name',
        message: FORM_MESSAGES.nombreRequerido,
      });
    }
    expect(FORM_MESSAGES.nombreRequerido).toBe('El nombre del formulario es requerido');
    expect(issues(template([text('a')], { name: 'x'.repeat(201) }))).toEqual([
      { path: 'name', message: FORM_MESSAGES.nombreLargo },
    ]);
  });

  it("'Debes seleccionar un tramite'", () => {
    for (const tramite_type_id of [undefined, 0, -3, 1.5, 'abc', 2_147_483_648]) {
      expect(issues(template([text('a')], { tramite_type_id }))).toContainEqual({
        path: 'tramite_type_id',
        message: FORM_MESSAGES.tramiteRequerido,
      });
    }
    expect(FORM_MESSAGES.tramiteRequerido).toBe('Debes seleccionar un tramite');
  });

  it("'Debes agregar al menos un campo'", () => {
    for (const fields of [undefined, []]) {
      expect(issues(template(fields as unknown[]))).toContainEqual({
        path: 'fields',
        message: FORM_MESSAGES.camposRequeridos,
      });
    }
    expect(FORM_MESSAGES.camposRequeridos).toBe('Debes agregar al menos un campo');
  });
});

describe('FormTemplateInputSchema: fields', () => {
  it('field names are lower case with underscores, and unique within the form', () => {
    expect(issues(template([text('Nombre')]))).toContainEqual({
      path: 'fields.0.name',
      message: FORM_MESSAGES.campoNombreFormato,
    });
    expect(issues(template([text('1campo')]))).toContainEqual({
      path: 'fields.0.name',
      message: FORM_MESSAGES.campoNombreFormato,
    });
    expect(issues(template([text('')]))).toContainEqual({
      path: 'fields.0.name',
      message: FORM_MESSAGES.campoNombreRequerido,
    });
    expect(issues(template([text('nombre_completo_2')]))).toEqual([]);
    expect(issues(template([text('nombre'), text('nombre')]))).toEqual([
      { path: 'fields.1.name', message: FORM_MESSAGES.campoNombreRepetido },
    ]);
  });

  it('ids are unique too (the builder’s keys)', () => {
    expect(issues(template([text('a', { id: 'x' }), text('b', { id: 'x' })]))).toEqual([
      { path: 'fields.1.id', message: FORM_MESSAGES.idRepetido },
    ]);
  });

  it('names and labels have a length limit, said as such', () => {
    expect(issues(template([text(`a${'b'.repeat(64)}`)]))).toEqual([
      { path: 'fields.0.name', message: FORM_MESSAGES.campoNombreLargo },
    ]);
    expect(issues(template([text('a', { label: 'x'.repeat(201) })]))).toEqual([
      { path: 'fields.0.label', message: FORM_MESSAGES.etiquetaLarga },
    ]);
  });

  it('a label is required and the type is one of the list', () => {
    expect(issues(template([text('a', { label: ' ' })]))).toContainEqual({
      path: 'fields.0.label',
      message: FORM_MESSAGES.etiquetaRequerida,
    });
    expect(issues(template([{ ...text('a'), type: 'signature' }]))).toContainEqual({
      path: 'fields.0.type',
      message: 'Tipo de campo inválido',
    });
  });

  it('a select needs options, without repeats', () => {
    expect(issues(template([field({ name: 's', type: 'select' })]))).toEqual([
      { path: 'fields.0.options', message: FORM_MESSAGES.opcionesRequeridas },
    ]);
    const repeated = [
      { value: 'a', label: 'A' },
      { value: 'a', label: 'Otra A' },
    ];
    expect(issues(template([field({ name: 's', type: 'select', options: repeated })]))).toEqual([
      { path: 'fields.0.options', message: FORM_MESSAGES.opcionRepetida },
    ]);
  });

  it('a file field: 1 to 100 MB (10 when unset), at least one type when types are given', () => {
    const file = (extra: Partial<FormField>) => template([field({ name: 'doc', type: 'file', ...extra })]);
    for (const max_file_size of [1, 10, 100, undefined, null]) {
      expect(issues(file({ max_file_size }))).toEqual([]);
    }
    for (const max_file_size of [0, 101, 2.5, -1]) {
      expect(issues(file({ max_file_size }))).toEqual([
        { path: 'fields.0.max_file_size', message: FORM_MESSAGES.tamanoArchivo },
      ]);
    }
    expect(FORM_MESSAGES.tamanoArchivo).toBe('El tamaño máximo debe estar entre 1 y 100 MB');
    expect(issues(file({ file_types: [] }))).toEqual([
      { path: 'fields.0.file_types', message: FORM_MESSAGES.tiposArchivoRequeridos },
    ]);
    expect(issues(file({ file_types: ['pdf', 'image'] }))).toEqual([]);
    expect(issues(file({ file_types: ['docx'] as never }))).toHaveLength(1);
  });

  it('a pattern must compile as the answers schema uses it (whole answer, Unicode)', () => {
    const withPattern = (pattern: string) => template([text('folio', { validation_rules: { pattern } })]);
    expect(issues(withPattern('[A-Z]{3}\\d{3}'))).toEqual([]);
    expect(issues(withPattern('(\\d{3})?-[a-z]+'))).toEqual([]);
    for (const pattern of ['[A-Z', '(abc', '\\d{3}\\-\\d{4}']) {
      expect(issues(withPattern(pattern))).toEqual([
        { path: 'fields.0.validation_rules.pattern', message: FORM_MESSAGES.patronInvalido },
      ]);
    }
  });

  it('patterns are saved when RE2 runs them, nested quantifiers included (matched in linear time)', () => {
    const withPattern = (pattern: string) => template([text('x', { validation_rules: { pattern } })]);
    // Issue 20's patterns: harmless under RE2, so nothing to refuse.
    for (const pattern of ['((a+))+b', '(?:(?:a+))+b', '((a*)b?)*c', '(a|a)*b', '(a+)+b']) {
      expect(issues(withPattern(pattern)), pattern).toEqual([]);
    }
    // What admins write: \u escapes, Unicode classes, named groups.
    for (const pattern of ['[A-Za-z\\u00C0-\\u017F ]+', '\\p{L}+', '(?<cp>\\d{5})', '[A-Z]{4}\\d{6}']) {
      expect(issues(withPattern(pattern)), pattern).toEqual([]);
    }
  });

  it('a pattern RE2 cannot run in linear time is refused with its own message', () => {
    const withPattern = (pattern: string) => template([text('x', { validation_rules: { pattern } })]);
    for (const pattern of ['(a)\\1', '(?<n>a)\\k<n>', '(?=a)a', '(?!b)a', '(?<=a)b', '(?<!a)b', 'a{1001}']) {
      expect(issues(withPattern(pattern)), pattern).toEqual([
        { path: 'fields.0.validation_rules.pattern', message: FORM_MESSAGES.patronNoAdmitido },
      ]);
    }
    // An escaped backslash before k is the letter k, not a backreference.
    expect(issues(withPattern('\\\\k<'))).toEqual([]);
  });

  it('minimums may not exceed maximums', () => {
    expect(issues(template([text('a', { validation_rules: { min_length: 5, max_length: 4 } })]))).toEqual([
      { path: 'fields.0.validation_rules.min_length', message: FORM_MESSAGES.rangoLongitud },
    ]);
    expect(issues(template([text('a', { validation_rules: { min_length: 4, max_length: 4 } })]))).toEqual([]);
    const number = field({ name: 'n', type: 'number', validation_rules: { min_value: 10, max_value: 1 } });
    expect(issues(template([number]))).toEqual([
      { path: 'fields.0.validation_rules.min_value', message: FORM_MESSAGES.rangoValor },
    ]);
  });
});

describe('FormTemplateInputSchema: conditions', () => {
  const tipo = field({
    name: 'tipo',
    type: 'select',
    order: 0,
    options: [
      { value: 'persona', label: 'Persona' },
      { value: 'empresa', label: 'Empresa' },
    ],
  });
  const when = (fieldName: string, equals: string) => ({ field: fieldName, equals });

  it('may point at an earlier field, with a value it can take', () => {
    const rfc = field({ name: 'rfc', type: 'rfc', order: 1, visible_when: when('tipo', 'empresa') });
    expect(issues(template([tipo, rfc]))).toEqual([]);
    // Order decides, not the position in the array.
    expect(issues(template([rfc, tipo]))).toEqual([]);
  });

  it('may not point at a later field, itself, an unknown field or a file', () => {
    const later = field({ name: 'a', type: 'text', order: 0, visible_when: when('tipo', 'empresa') });
    const tipoLater = { ...tipo, order: 1 };
    expect(issues(template([later, tipoLater]))).toEqual([
      { path: 'fields.0.visible_when.field', message: FORM_MESSAGES.condicionCampo },
    ]);
    const itself = field({ name: 'b', type: 'text', order: 2, visible_when: when('b', 'x') });
    expect(issues(template([tipo, itself]))).toEqual([
      { path: 'fields.1.visible_when.field', message: FORM_MESSAGES.condicionCampo },
    ]);
    const unknown = field({ name: 'c', type: 'text', order: 2, visible_when: when('nadie', 'x') });
    expect(issues(template([tipo, unknown]))).toEqual([
      { path: 'fields.1.visible_when.field', message: FORM_MESSAGES.condicionCampo },
    ]);
    const file = field({ name: 'ine', type: 'file', order: 1 });
    const onFile = field({ name: 'd', type: 'text', order: 2, visible_when: when('ine', 'x') });
    expect(issues(template([tipo, file, onFile]))).toEqual([
      { path: 'fields.2.visible_when.field', message: FORM_MESSAGES.condicionCampo },
    ]);
  });

  it('must use an option of a select, or true/false of a checkbox', () => {
    const bad = field({ name: 'rfc', type: 'rfc', order: 1, visible_when: when('tipo', 'gobierno') });
    expect(issues(template([tipo, bad]))).toEqual([
      { path: 'fields.1.visible_when.equals', message: FORM_MESSAGES.condicionValor },
    ]);
    const casilla = field({ name: 'poder', type: 'checkbox', order: 1 });
    const si = field({ name: 'notario', type: 'text', order: 2, visible_when: when('poder', 'si') });
    const yes = field({ name: 'notario', type: 'text', order: 2, visible_when: when('poder', 'true') });
    expect(issues(template([tipo, casilla, si]))).toEqual([
      { path: 'fields.2.visible_when.equals', message: FORM_MESSAGES.condicionValor },
    ]);
    expect(issues(template([tipo, casilla, yes]))).toEqual([]);
  });

  it('chains: a condition on a conditional field', () => {
    const poder = field({ name: 'poder', type: 'checkbox', order: 1, visible_when: when('tipo', 'empresa') });
    const notario = field({ name: 'notario', type: 'text', order: 2, visible_when: when('poder', 'true') });
    expect(issues(template([tipo, poder, notario]))).toEqual([]);
    const broken = { ...notario, order: 0 };
    expect(issues(template([tipo, poder, broken]))).toContainEqual({
      path: 'fields.2.visible_when.field',
      message: FORM_MESSAGES.condicionCampo,
    });
  });
});

describe('the other shapes', () => {
  it('TramiteFormTemplateInputSchema: the procedure comes from the path', () => {
    expect(
      TramiteFormTemplateInputSchema.safeParse(template([text('a')], { tramite_type_id: undefined })).success,
    ).toBe(true);
    expect(
      TramiteFormTemplateInputSchema.safeParse(template([], { tramite_type_id: undefined })).success,
    ).toBe(false);
  });

  it('PublishQuerySchema: publish is true or false', () => {
    expect(PublishQuerySchema.parse({ publish: 'true' })).toEqual({ publish: true });
    expect(PublishQuerySchema.parse({ publish: 'false' })).toEqual({ publish: false });
    expect(PublishQuerySchema.safeParse({}).success).toBe(false);
    expect(PublishQuerySchema.safeParse({ publish: 'si' }).success).toBe(false);
  });

  it('the status chip says Publicado or Borrador', () => {
    expect(formTemplateStatusLabel({ is_published: true })).toBe('Publicado');
    expect(formTemplateStatusLabel({ is_published: false })).toBe('Borrador');
  });
});

describe('generated forms', () => {
  it("are named 'Formulario Auto: {procedure}'", () => {
    expect(autoFormName('Pasaporte ordinario')).toBe('Formulario Auto: Pasaporte ordinario');
    expect(autoFormName('x').startsWith(AUTO_FORM_NAME_PREFIX)).toBe(true);
  });

  it('hold the contact fields, then one required file per document, and save as a valid form', () => {
    const documents = [
      'Acta de nacimiento',
      'Identificación oficial (INE)',
      'Acta de nacimiento.',
      '2 fotos',
    ];
    const fields = buildAutoFormFields(documents);
    expect(fields.map((f) => f.name)).toEqual([
      ...FIXED_REQUEST_FIELD_NAMES,
      'acta_de_nacimiento',
      'identificacion_oficial_ine',
      'acta_de_nacimiento_2',
      'campo_2_fotos',
    ]);
    expect(fields.slice(3).every((f) => f.type === 'file' && f.required && f.max_file_size === 10)).toBe(
      true,
    );
    expect(fields.slice(3).map((f) => f.label)).toEqual(documents);
    expect(FormTemplateInputSchema.safeParse(template(fields)).success).toBe(true);
  });

  it('save as valid forms even with the longest document names (200 characters)', () => {
    const long = `1 ${'documento muy largo '.repeat(10)}`.slice(0, 199);
    const fields = buildAutoFormFields([long, `${long}!`, `${long}?`]);
    expect(issues(template(fields))).toEqual([]);
  });
});
