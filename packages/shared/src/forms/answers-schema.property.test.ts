import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAnswersSchema, fieldMaxFileMb, fieldMimeTypes } from './answers-schema.ts';
import { FORM_FIELD_TYPES, type FormField, type FormFieldType, FormTemplateInputSchema } from './schemas.ts';
import { BAD_CURP, VALID_CURP, VALID_RFC } from './test-fields.ts';

/**
 * The builder's preview validates with `files: 'check'` (File objects), the server with `files: 'skip'`
 * (files become documents). For any form the builder can save and any answers, both must agree on every
 * non-file field: what the preview accepts the server accepts, with the same output.
 */

const OPTIONS = ['a', 'b', 'c'];

/** Answers people may give to each type: valid, invalid and empty ones. */
const ANSWERS: Record<Exclude<FormFieldType, 'file'>, unknown[]> = {
  text: ['', '  ', 'ab', 'hola mundo', 'ABC123', 'x'.repeat(30), 7],
  textarea: ['', 'una nota\ncon dos líneas', 'x'.repeat(30)],
  email: ['ana@correo.mx', ' ana@correo.mx ', 'malo', ''],
  phone: ['5512345678', '+52 55 1234 5678', '123', ''],
  select: [...OPTIONS, 'zz', '', 3],
  checkbox: [true, false, 'true', 'on', 'false', '', 'quizá'],
  number: [5, '1,500', 'abc', -3, 0, '', '12.5'],
  date: ['2024-02-29', '2023-02-30', ''],
  curp: [VALID_CURP, VALID_CURP.toLowerCase(), BAD_CURP, ''],
  rfc: [VALID_RFC, 'ABC', ''],
};

/** What a condition on a field of this type may compare with (the builder offers these). */
const conditionValues = (type: FormFieldType): string[] =>
  type === 'select' ? OPTIONS : type === 'checkbox' ? ['true', 'false'] : ['hola mundo', 'ABC123', '5'];

const specArb = fc.record({
  type: fc.constantFrom(...FORM_FIELD_TYPES),
  required: fc.boolean(),
  minLength: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  maxLength: fc.option(fc.integer({ min: 4, max: 40 }), { nil: undefined }),
  pattern: fc.option(fc.constantFrom('[a-z ]+', '[A-Z0-9]+', '.*'), { nil: undefined }),
  minValue: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
  maxValue: fc.option(fc.integer({ min: 5, max: 2000 }), { nil: undefined }),
  fileTypes: fc.option(fc.subarray(['pdf', 'image'] as const, { minLength: 1 }), { nil: undefined }),
  maxMb: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  condition: fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: undefined }),
  order: fc.integer({ min: 0, max: 50 }),
});

/** A form the builder can save: conditions only on earlier non-file fields, with values they can take. */
const formArb = fc.array(specArb, { minLength: 1, maxLength: 8 }).map((specs) => {
  const sorted = specs.map((spec, index) => ({ spec, index })).sort((a, b) => a.spec.order - b.spec.order);
  const fields: FormField[] = [];
  for (const [position, { spec, index }] of sorted.entries()) {
    const earlier = fields.filter((candidate) => candidate.type !== 'file');
    const target =
      spec.condition && earlier.length > 0 ? earlier[spec.condition[0] % earlier.length] : undefined;
    const values = target ? conditionValues(target.type) : [];
    fields.push({
      id: `id${index}`,
      name: `campo_${index}`,
      label: `Campo ${index}`,
      type: spec.type,
      required: spec.required,
      order: position,
      validation_rules: {
        min_length: spec.minLength,
        max_length: spec.maxLength,
        pattern: spec.type === 'text' ? spec.pattern : undefined,
        min_value: spec.minValue,
        max_value: spec.maxValue,
      },
      options:
        spec.type === 'select' ? OPTIONS.map((value) => ({ value, label: value.toUpperCase() })) : undefined,
      file_types: spec.type === 'file' ? spec.fileTypes : undefined,
      max_file_size: spec.type === 'file' ? spec.maxMb : undefined,
      visible_when: target
        ? { field: target.name, equals: values[spec.condition![1] % values.length]! }
        : undefined,
    });
  }
  // Shuffled back to the generated order: the schema must follow `order`, not the array.
  return sorted.map(({ index }) => fields.find((candidate) => candidate.id === `id${index}`)!);
});

/** A File the field admits, as the browser gives it. */
const validFileArb = (field: FormField) =>
  fc.record({
    name: fc.constant('documento'),
    type: fc.constantFrom(...fieldMimeTypes(field)),
    size: fc.integer({ min: 1, max: fieldMaxFileMb(field) * 1024 * 1024 }),
  });

/** Answers for every field: any of the pool (or none), and a valid file for file fields (or none). */
const answersArb = (fields: FormField[]) =>
  fc.record(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        fc.option(field.type === 'file' ? validFileArb(field) : fc.constantFrom(...ANSWERS[field.type]), {
          nil: undefined,
        }),
      ]),
    ),
  );

const casesArb = formArb.chain((fields) => fc.tuple(fc.constant(fields), answersArb(fields)));

const fileNames = (fields: FormField[]) =>
  new Set(fields.filter((f) => f.type === 'file').map((f) => f.name));
const withoutFiles = (fields: FormField[], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !fileNames(fields).has(name)));
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the preview and the server judge answers alike (property)', () => {
  it('generates forms the builder would save', () => {
    fc.assert(
      fc.property(formArb, (fields) => {
        const saved = FormTemplateInputSchema.safeParse({ name: 'F', tramite_type_id: 1, fields });
        expect(saved.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('what the preview accepts, the server accepts, with the same non-file output', () => {
    let accepted = 0;
    fc.assert(
      fc.property(casesArb, ([fields, answers]) => {
        const preview = buildAnswersSchema(fields, { files: 'check' }).safeParse(answers);
        if (!preview.success) return;
        accepted++;
        // The browser sends the answers without the files (they are uploaded as documents afterwards)…
        const server = buildAnswersSchema(fields, { files: 'skip' }).safeParse(withoutFiles(fields, answers));
        expect(issuesOf(server)).toEqual([]);
        expect(server.data).toEqual(withoutFiles(fields, preview.data!));
        // …and a client that sends them anyway changes nothing.
        expect(buildAnswersSchema(fields, { files: 'skip' }).parse(answers)).toEqual(server.data);
      }),
      { numRuns: 500 },
    );
    // The property means something only if many cases were accepted.
    expect(accepted).toBeGreaterThan(50);
  });

  it('and they refuse the same non-file answers with the same messages', () => {
    fc.assert(
      fc.property(casesArb, ([fields, answers]) => {
        const files = fileNames(fields);
        const preview = issuesOf(buildAnswersSchema(fields, { files: 'check' }).safeParse(answers)).filter(
          (issue) => !files.has(issue.split(/[.:]/)[0]!),
        );
        const server = issuesOf(buildAnswersSchema(fields, { files: 'skip' }).safeParse(answers));
        expect(server).toEqual(preview);
      }),
      { numRuns: 500 },
    );
  });
});
