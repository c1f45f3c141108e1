import { RE2JS } from 're2js';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../messages.ts';
import {
  buildAnswersSchema,
  displayAnswer,
  FORM_ANSWER_MESSAGES,
  fieldMaxFileMb,
  fieldMimeTypes,
  isDocumentRequired,
  isFieldVisible,
  isRequiredAtRequest,
  toFieldName,
  visibleFieldNames,
  visibleFileFields,
} from './answers-schema.ts';
import type { FormField } from './schemas.ts';
import { BAD_CURP, field, fileLike, VALID_CURP, VALID_RFC } from './test-fields.ts';

const server = (fields: FormField[]) => buildAnswersSchema(fields, { files: 'skip' });
const preview = (fields: FormField[]) => buildAnswersSchema(fields, { files: 'check' });

/** The messages of a failed parse, keyed by the field's path. */
function issuesOf(schema: ReturnType<typeof server>, answers: unknown): Record<string, string[]> {
  const result = schema.safeParse(answers);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    issues[key] = [...(issues[key] ?? []), issue.message];
  }
  return issues;
}

const ok = (schema: ReturnType<typeof server>, answers: unknown) => {
  const result = schema.safeParse(answers);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data!;
};

describe('buildAnswersSchema: required and empty answers', () => {
  const fields = [
    field({ name: 'nombre', type: 'text', required: true }),
    field({ name: 'nota', type: 'text' }),
  ];

  it('asks for a required answer, blank or missing, at the field', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(issuesOf(server(fields), { nombre: value })).toEqual({
        nombre: [FORM_ANSWER_MESSAGES.requerido],
      });
    }
  });

  it('leaves an optional empty answer out of the output', () => {
    expect(ok(server(fields), { nombre: 'Ana', nota: '' })).toEqual({ nombre: 'Ana' });
  });

  it('drops answers to fields the form does not have', () => {
    expect(ok(server(fields), { nombre: 'Ana', intruso: 'x' })).toEqual({ nombre: 'Ana' });
  });

  it('treats missing answers as an empty object and refuses a non-object', () => {
    expect(issuesOf(server(fields), undefined)).toEqual({ nombre: [FORM_ANSWER_MESSAGES.requerido] });
    expect(server(fields).safeParse('hola').success).toBe(false);
    expect(server(fields).safeParse(['Ana']).success).toBe(false);
  });
});

describe('buildAnswersSchema: each field type', () => {
  it('text: trims, min and max length, default max of 500', () => {
    const fields = [
      field({ name: 'a', type: 'text', validation_rules: { min_length: 3, max_length: 5 } }),
      field({ name: 'b', type: 'text' }),
    ];
    expect(ok(server(fields), { a: '  abcd  ' })).toEqual({ a: 'abcd' });
    expect(issuesOf(server(fields), { a: 'ab' })).toEqual({ a: [FORM_ANSWER_MESSAGES.minLength(3)] });
    expect(issuesOf(server(fields), { a: 'abcdef' })).toEqual({ a: [FORM_ANSWER_MESSAGES.maxLength(5)] });
    expect(ok(server(fields), { b: 'x'.repeat(500) })).toEqual({ b: 'x'.repeat(500) });
    expect(issuesOf(server(fields), { b: 'x'.repeat(501) })).toEqual({
      b: [FORM_ANSWER_MESSAGES.maxLength(500)],
    });
  });

  it('textarea: a default max of 5000', () => {
    const fields = [field({ name: 'c', type: 'textarea' })];
    expect(ok(server(fields), { c: 'x'.repeat(5000) })).toEqual({ c: 'x'.repeat(5000) });
    expect(issuesOf(server(fields), { c: 'x'.repeat(5001) })).toEqual({
      c: [FORM_ANSWER_MESSAGES.maxLength(5000)],
    });
  });

  it('pattern: the whole answer must match, with the form’s message or a generic one', () => {
    const fields = [
      field({ name: 'folio', type: 'text', validation_rules: { pattern: '[A-Z]{3}\\d{3}' } }),
      field({
        name: 'placa',
        type: 'text',
        validation_rules: { pattern: '[A-Z]{3}-\\d{4}', pattern_message: 'Escribe la placa como ABC-1234' },
      }),
    ];
    expect(ok(server(fields), { folio: 'ABC123' })).toEqual({ folio: 'ABC123' });
    expect(issuesOf(server(fields), { folio: 'xABC123x' })).toEqual({
      folio: [FORM_ANSWER_MESSAGES.formatoInvalido],
    });
    expect(issuesOf(server(fields), { placa: 'ABC1234' })).toEqual({
      placa: ['Escribe la placa como ABC-1234'],
    });
  });

  it('pattern: matched by RE2 in linear time, so issue 20’s patterns cannot freeze the check', () => {
    const testExact = vi.spyOn(RE2JS.prototype, 'testExact');
    try {
      for (const pattern of ['((a+))+b', '(?:(?:a+))+b', '((a*)b?)*c', '(a|a)*b', '(a+)+b']) {
        const fields = [field({ name: 'x', type: 'text', validation_rules: { pattern } })];
        testExact.mockClear();
        // Backtracking (the old `new RegExp`) needs about 2^499 steps for this answer: the test would hang.
        expect(issuesOf(server(fields), { x: `${'a'.repeat(499)}!` }), pattern).toEqual({
          x: [FORM_ANSWER_MESSAGES.formatoInvalido],
        });
        expect(testExact, pattern).toHaveBeenCalledTimes(1);
        expect(issuesOf(preview(fields), { x: `${'a'.repeat(499)}!` }), pattern).toEqual({
          x: [FORM_ANSWER_MESSAGES.formatoInvalido],
        });
      }
      const fields = [field({ name: 'x', type: 'text', validation_rules: { pattern: '((a+))+b' } })];
      expect(ok(server(fields), { x: `${'a'.repeat(498)}b` })).toEqual({ x: `${'a'.repeat(498)}b` });
    } finally {
      testExact.mockRestore();
    }
  });

  it('pattern: the same meaning as JavaScript’s Unicode mode for the patterns admins write', () => {
    const check = (pattern: string, answer: string) =>
      server([field({ name: 'x', type: 'text', validation_rules: { pattern } })]).safeParse({ x: answer })
        .success;
    const cases: [string, string, boolean][] = [
      ['[A-Z]{4}\\d{6}', 'ABCD123456', true],
      ['[A-Z]{4}\\d{6}', 'abcd123456', false],
      ['\\d{5}', '01234', true],
      ['\\d{5}', '١٢٣٤٥', false], // \d is ASCII digits in both
      ['[A-Za-zÁÉÍÓÚÑáéíóúñü ]+', 'José Ñúñez Müller', true],
      ['[A-Za-z\\u00C0-\\u017F ]+', 'María Peña', true], // \u escapes, which RE2 spells \x{…}
      ['\\p{L}+', 'Ñandú', true],
      ['\\p{L}+', 'abc1', false],
      ['\\p{Lu}{2}\\d', 'ÁÉ1', true],
      ['.{3}', 'a😀b', true], // a code point, not a UTF-16 half
      ['(?<cp>\\d{5})', '06700', true],
      ['\\w+@\\w+\\.mx', 'ana@correo.mx', true],
      ['\\w+', 'ñ', false], // \w is ASCII in both
      ['a|b', 'ab', false], // the whole answer, as ^(?:…)$ did
    ];
    for (const [pattern, answer, expected] of cases) {
      expect(new RegExp(`^(?:${pattern})$`, 'u').test(answer), `RegExp ${pattern} ${answer}`).toBe(expected);
      expect(check(pattern, answer), `${pattern} ${answer}`).toBe(expected);
    }
  });

  it('pattern: one RE2 cannot run (stored before issue 20) checks nothing instead of refusing every answer', () => {
    const fields = [field({ name: 'x', type: 'text', validation_rules: { pattern: '(?=a)a+' } })];
    expect(ok(server(fields), { x: 'bbb' })).toEqual({ x: 'bbb' });
  });

  it('email: the request form’s pattern and message', () => {
    const fields = [field({ name: 'correo', type: 'email' })];
    expect(ok(server(fields), { correo: ' ana@correo.mx ' })).toEqual({ correo: 'ana@correo.mx' });
    expect(issuesOf(server(fields), { correo: 'ana@' })).toEqual({ correo: [MSG.emailInvalido] });
  });

  it('phone: 10 digits from what people type, the spec’s message otherwise', () => {
    const fields = [field({ name: 'tel', type: 'phone' })];
    expect(ok(server(fields), { tel: '+52 (55) 1234-5678' })).toEqual({ tel: '5512345678' });
    expect(issuesOf(server(fields), { tel: '12345' })).toEqual({ tel: [MSG.telefonoDigitos] });
  });

  it('select: one of its options', () => {
    const fields = [
      field({
        name: 'tipo',
        type: 'select',
        options: [
          { value: 'a', label: 'Opción A' },
          { value: 'b', label: 'Opción B' },
        ],
      }),
    ];
    expect(ok(server(fields), { tipo: 'b' })).toEqual({ tipo: 'b' });
    expect(issuesOf(server(fields), { tipo: 'c' })).toEqual({ tipo: [FORM_ANSWER_MESSAGES.opcionInvalida] });
    expect(issuesOf(server(fields), { tipo: 1 })).toEqual({ tipo: [FORM_ANSWER_MESSAGES.opcionInvalida] });
  });

  it('checkbox: booleans and their form spellings; required means ticked; unticked is false', () => {
    const fields = [
      field({ name: 'acepto', type: 'checkbox', required: true }),
      field({ name: 'boletin', type: 'checkbox' }),
    ];
    expect(ok(server(fields), { acepto: 'on', boletin: 'true' })).toEqual({ acepto: true, boletin: true });
    expect(ok(server(fields), { acepto: true })).toEqual({ acepto: true, boletin: false });
    for (const value of [false, 'false', '', undefined]) {
      expect(issuesOf(server(fields), { acepto: value })).toEqual({
        acepto: [FORM_ANSWER_MESSAGES.casillaRequerida],
      });
    }
    expect(issuesOf(server(fields), { acepto: true, boletin: 'quizá' })).toEqual({
      boletin: [FORM_ANSWER_MESSAGES.casillaRequerida],
    });
  });

  it('number: numbers and their written forms, min and max value', () => {
    const fields = [
      field({ name: 'monto', type: 'number', validation_rules: { min_value: 0, max_value: 10_000 } }),
    ];
    expect(ok(server(fields), { monto: '1,500.5' })).toEqual({ monto: 1500.5 });
    expect(ok(server(fields), { monto: 0 })).toEqual({ monto: 0 });
    expect(issuesOf(server(fields), { monto: 'mil' })).toEqual({
      monto: [FORM_ANSWER_MESSAGES.numeroInvalido],
    });
    expect(issuesOf(server(fields), { monto: -1 })).toEqual({ monto: [FORM_ANSWER_MESSAGES.minValue(0)] });
    expect(issuesOf(server(fields), { monto: 10_001 })).toEqual({
      monto: [FORM_ANSWER_MESSAGES.maxValue(10_000)],
    });
  });

  it('date: a real calendar day', () => {
    const fields = [field({ name: 'fecha', type: 'date' })];
    expect(ok(server(fields), { fecha: '2024-02-29' })).toEqual({ fecha: '2024-02-29' });
    for (const value of ['2023-02-29', '2024-13-01', '29/02/2024']) {
      expect(issuesOf(server(fields), { fecha: value })).toEqual({
        fecha: [FORM_ANSWER_MESSAGES.fechaInvalida],
      });
    }
  });

  it('curp: the shared validator (check digit), normalised to capitals', () => {
    const fields = [field({ name: 'curp', type: 'curp', required: true })];
    expect(ok(server(fields), { curp: ` ${VALID_CURP.toLowerCase()} ` })).toEqual({ curp: VALID_CURP });
    expect(issuesOf(server(fields), { curp: BAD_CURP })).toEqual({
      curp: ['El dígito verificador de la CURP no es válido'],
    });
    expect(issuesOf(server(fields), { curp: 'ABC' })).toEqual({ curp: ['La CURP debe tener 18 caracteres'] });
  });

  it('rfc: the shared validator', () => {
    const fields = [field({ name: 'rfc', type: 'rfc' })];
    expect(ok(server(fields), { rfc: VALID_RFC.toLowerCase() })).toEqual({ rfc: VALID_RFC });
    const wrong = `${VALID_RFC.slice(0, -1)}${VALID_RFC.endsWith('1') ? '2' : '1'}`;
    expect(issuesOf(server(fields), { rfc: wrong })).toEqual({
      rfc: ['El dígito verificador del RFC no es válido'],
    });
  });

  it('file on the server: never an answer (it becomes a document), required or not', () => {
    const fields = [field({ name: 'ine', type: 'file', required: true }), field({ name: 'n', type: 'text' })];
    expect(ok(server(fields), {})).toEqual({});
    expect(ok(server(fields), { ine: 'C:\\fakepath\\ine.pdf', n: 'x' })).toEqual({ n: 'x' });
  });

  it('file in the preview: required at request time, of the field’s types, within its size (10 MB by default)', () => {
    const pdfOnly = field({
      name: 'acta',
      type: 'file',
      required: true,
      required_at_request: true,
      file_types: ['pdf'],
      max_file_size: 2,
    });
    const any = field({ name: 'foto', type: 'file' });
    const fields = [pdfOnly, any];
    expect(issuesOf(preview(fields), {})).toEqual({ acta: [FORM_ANSWER_MESSAGES.archivoAlSolicitar] });
    expect(issuesOf(preview(fields), { acta: fileLike('image/png') })).toEqual({
      acta: [FORM_ANSWER_MESSAGES.tipoArchivo(['pdf'])],
    });
    expect(issuesOf(preview(fields), { acta: fileLike('application/pdf', 2 * 1024 * 1024 + 1) })).toEqual({
      acta: [FORM_ANSWER_MESSAGES.tamanoArchivo(2)],
    });
    expect(issuesOf(preview(fields), { acta: 'acta.pdf' })).toEqual({
      acta: [FORM_ANSWER_MESSAGES.archivoRequerido],
    });
    const pdf = fileLike('application/pdf', 2 * 1024 * 1024);
    const big = fileLike('image/jpeg', 10 * 1024 * 1024 + 1);
    expect(issuesOf(preview(fields), { acta: pdf, foto: big })).toEqual({
      foto: [FORM_ANSWER_MESSAGES.tamanoArchivo(10)],
    });
    expect(ok(preview(fields), { acta: pdf, foto: fileLike('image/jpg', 10 * 1024 * 1024) })).toMatchObject({
      acta: pdf,
    });
    expect(fieldMaxFileMb(any)).toBe(10);
    expect(fieldMimeTypes(any)).toEqual(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png']);
    expect(fieldMimeTypes(field({ name: 'x', type: 'file', file_types: ['image'] }))).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
    ]);
  });
});

describe('buildAnswersSchema: a file blocks sending only when required at request time (issue 20)', () => {
  const later = field({ name: 'ine', type: 'file', required: true, file_types: ['pdf'] });
  const now = field({
    name: 'acta',
    type: 'file',
    required: true,
    required_at_request: true,
    max_file_size: 1,
  });

  it('a required file without the flag may be left for the documents page, in the preview and on the server', () => {
    expect(ok(preview([later]), {})).toEqual({});
    expect(ok(server([later]), {})).toEqual({});
    // Attached now, it is still checked in the browser.
    expect(issuesOf(preview([later]), { ine: fileLike('image/png') })).toEqual({
      ine: [FORM_ANSWER_MESSAGES.tipoArchivo(['pdf'])],
    });
    expect(isRequiredAtRequest(later)).toBe(false);
    expect(isDocumentRequired(later)).toBe(true);
  });

  it('a file marked ‘obligatorio al solicitar’ must be attached: the preview wants the File, the server its description', () => {
    expect(issuesOf(preview([now]), {})).toEqual({ acta: [FORM_ANSWER_MESSAGES.archivoAlSolicitar] });
    expect(issuesOf(server([now]), {})).toEqual({ acta: [FORM_ANSWER_MESSAGES.archivoAlSolicitar] });
    expect(issuesOf(server([now]), { acta: 'acta.pdf' })).toEqual({
      acta: [FORM_ANSWER_MESSAGES.archivoRequerido],
    });
    expect(issuesOf(server([now]), { acta: fileLike('application/pdf', 1024 * 1024 + 1) })).toEqual({
      acta: [FORM_ANSWER_MESSAGES.tamanoArchivo(1)],
    });
    // The server keeps no file among the answers: it becomes a document.
    expect(ok(server([now]), { acta: fileLike('application/pdf') })).toEqual({});
    expect(isRequiredAtRequest(now)).toBe(true);
    // The flag means nothing on a field that is not a file.
    expect(isRequiredAtRequest(field({ name: 't', type: 'text', required_at_request: true }))).toBe(false);
    expect(isDocumentRequired(field({ name: 'x', type: 'file', required_at_request: true }))).toBe(true);
  });
});

describe('buildAnswersSchema: conditional fields', () => {
  const tipo = field({
    name: 'beneficiario_tipo',
    type: 'select',
    required: true,
    options: [
      { value: 'para_mi', label: 'Para mí' },
      { value: 'para_empresa', label: 'Para mi empresa' },
    ],
  });
  const rfc = field({
    name: 'rfc_empresa',
    type: 'rfc',
    required: true,
    visible_when: { field: 'beneficiario_tipo', equals: 'para_empresa' },
  });
  const poder = field({
    name: 'tiene_poder',
    type: 'checkbox',
    visible_when: { field: 'beneficiario_tipo', equals: 'para_empresa' },
  });
  const notario = field({
    name: 'notario',
    type: 'text',
    required: true,
    visible_when: { field: 'tiene_poder', equals: 'true' },
  });
  const fields = [tipo, rfc, poder, notario];

  it('requires a conditional field only when it is shown', () => {
    expect(ok(server(fields), { beneficiario_tipo: 'para_mi' })).toEqual({ beneficiario_tipo: 'para_mi' });
    expect(issuesOf(server(fields), { beneficiario_tipo: 'para_empresa' })).toEqual({
      rfc_empresa: [FORM_ANSWER_MESSAGES.requerido],
    });
  });

  it('drops the answers of hidden fields', () => {
    expect(
      ok(server(fields), {
        beneficiario_tipo: 'para_mi',
        rfc_empresa: 'no-es-un-rfc',
        notario: 'Lic. Pérez',
      }),
    ).toEqual({ beneficiario_tipo: 'para_mi' });
  });

  it('resolves chains: a field whose condition’s field is hidden is hidden too', () => {
    // tiene_poder is hidden for para_mi, so its stale 'true' does not show notario.
    expect(ok(server(fields), { beneficiario_tipo: 'para_mi', tiene_poder: true })).toEqual({
      beneficiario_tipo: 'para_mi',
    });
    expect(
      issuesOf(server(fields), {
        beneficiario_tipo: 'para_empresa',
        rfc_empresa: VALID_RFC,
        tiene_poder: 'on',
      }),
    ).toEqual({ notario: [FORM_ANSWER_MESSAGES.requerido] });
    expect(
      ok(server(fields), { beneficiario_tipo: 'para_empresa', rfc_empresa: VALID_RFC, tiene_poder: false }),
    ).toEqual({ beneficiario_tipo: 'para_empresa', rfc_empresa: VALID_RFC, tiene_poder: false });
  });

  it('compares an unticked checkbox as false', () => {
    const sinPoder = field({
      name: 'motivo',
      type: 'text',
      required: true,
      visible_when: { field: 'tiene_poder', equals: 'false' },
    });
    const chain = [tipo, poder, sinPoder];
    expect(issuesOf(server(chain), { beneficiario_tipo: 'para_empresa' })).toEqual({
      motivo: [FORM_ANSWER_MESSAGES.requerido],
    });
    expect(visibleFieldNames(chain, { beneficiario_tipo: 'para_empresa' })).toEqual(
      new Set(['beneficiario_tipo', 'tiene_poder', 'motivo']),
    );
  });

  it('follows the fields’ order, not the order of the array', () => {
    const reversed = [notario, poder, rfc, tipo];
    expect(issuesOf(server(reversed), { beneficiario_tipo: 'para_empresa', tiene_poder: true })).toEqual({
      rfc_empresa: [FORM_ANSWER_MESSAGES.requerido],
      notario: [FORM_ANSWER_MESSAGES.requerido],
    });
  });

  it('isFieldVisible, visibleFieldNames and visibleFileFields say the same', () => {
    expect(isFieldVisible(rfc, { beneficiario_tipo: 'para_empresa' })).toBe(true);
    expect(isFieldVisible(rfc, { beneficiario_tipo: ' para_empresa ' })).toBe(true);
    expect(isFieldVisible(rfc, {})).toBe(false);
    expect(visibleFieldNames(fields, { beneficiario_tipo: 'para_mi', tiene_poder: true })).toEqual(
      new Set(['beneficiario_tipo']),
    );
    const acta = field({
      name: 'acta_constitutiva',
      type: 'file',
      visible_when: { field: 'beneficiario_tipo', equals: 'para_empresa' },
    });
    const ine = field({ name: 'ine', type: 'file' });
    expect(visibleFileFields([tipo, acta, ine], { beneficiario_tipo: 'para_mi' })).toEqual([ine]);
    expect(visibleFileFields([tipo, acta, ine], { beneficiario_tipo: 'para_empresa' })).toEqual([acta, ine]);
  });
});

describe('displayAnswer', () => {
  it('shows answers as people read them', () => {
    const select = field({ name: 's', type: 'select', options: [{ value: 'a', label: 'Opción A' }] });
    expect(displayAnswer(select, 'a')).toBe('Opción A');
    expect(displayAnswer(select, 'z')).toBe('z');
    expect(displayAnswer(field({ name: 'c', type: 'checkbox' }), true)).toBe('Sí');
    expect(displayAnswer(field({ name: 'c', type: 'checkbox' }), false)).toBe('No');
    expect(displayAnswer(field({ name: 'd', type: 'date' }), '2024-02-29')).toBe('29 de febrero de 2024');
    expect(displayAnswer(field({ name: 'n', type: 'number' }), 1500.5)).toBe('1,500.5');
    expect(displayAnswer(field({ name: 't', type: 'text' }), '')).toBe('—');
    expect(displayAnswer(field({ name: 'curp', type: 'curp' }), VALID_CURP)).toBe(VALID_CURP);
  });
});

describe('toFieldName', () => {
  it('makes a valid field name of any label', () => {
    expect(toFieldName('Acta de nacimiento (original)')).toBe('acta_de_nacimiento_original');
    expect(toFieldName('Identificación oficial: INE/IFE')).toBe('identificacion_oficial_ine_ife');
    expect(toFieldName('2 fotografías')).toBe('campo_2_fotografias');
    expect(toFieldName('¿?')).toBe('campo');
    const long = toFieldName(`1 ${'palabra '.repeat(20)}`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z][a-z0-9_]*[a-z0-9]$/);
  });
});
