import { computeCurpCheckDigit, computeRfcCheckDigit, FORM_ANSWER_MESSAGES, MSG } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tramiteRequests, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';
import { holdFormVersion } from './forms.service.ts';
import { apiCaller, formField, signInDemoAccounts, tramitesWithoutForm } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let cliente: string;
let gestor: string;
let gestorId: string;
let tramites: { id: number; name: string; required_documents: string[]; form_template_id: string | null }[];
const takeTramite = tramitesWithoutForm(() => tramites);
const call = apiCaller(
  () => t.app,
  () => admin,
);

/** A CURP built with the shared check digit (RENAPO's sample), and one with a wrong check digit. */
const CURP_BASE = 'BOXW310820HNERXN0';
const VALID_CURP = `${CURP_BASE}${computeCurpCheckDigit(CURP_BASE)}`;
const BAD_CURP = `${CURP_BASE}${(Number(computeCurpCheckDigit(CURP_BASE)) + 1) % 10}`;
const VALID_RFC_MORAL = `ABC680524P7${computeRfcCheckDigit('ABC680524P7')}`;

const MB = 1024 * 1024;

/** The journey form: a select, a date, a CURP, a conditional field, file fields and a checkbox. */
const JOURNEY_FIELDS = [
  formField({
    id: 'f1',
    name: 'nombre_completo',
    label: 'Nombre completo',
    type: 'text',
    order: 0,
    validation_rules: { min_length: 2 },
  }),
  formField({ id: 'f2', name: 'curp', label: 'CURP', type: 'curp', order: 1 }),
  formField({ id: 'f3', name: 'fecha_nacimiento', label: 'Fecha de nacimiento', type: 'date', order: 2 }),
  formField({
    id: 'f4',
    name: 'beneficiario',
    label: '¿Para quién es?',
    type: 'select',
    order: 3,
    options: [
      { value: 'persona', label: 'Para mí' },
      { value: 'empresa', label: 'Para mi empresa' },
    ],
  }),
  formField({
    id: 'f5',
    name: 'rfc_empresa',
    label: 'RFC de la empresa',
    type: 'rfc',
    order: 4,
    visible_when: { field: 'beneficiario', equals: 'empresa' },
  }),
  formField({
    id: 'f6',
    name: 'acta_constitutiva',
    label: 'Acta constitutiva',
    type: 'file',
    order: 5,
    file_types: ['pdf'],
    max_file_size: 1,
    visible_when: { field: 'beneficiario', equals: 'empresa' },
  }),
  formField({
    id: 'f7',
    name: 'identificacion',
    label: 'Identificación oficial',
    type: 'file',
    order: 6,
    file_types: ['image'],
    max_file_size: 12,
  }),
  formField({
    id: 'f8',
    name: 'comprobante',
    label: 'Comprobante de domicilio',
    type: 'file',
    required: false,
    order: 7,
  }),
  // Sent without `required`.
  formField({
    id: 'f9',
    name: 'urgente',
    label: 'Lo necesito urgente',
    type: 'checkbox',
    required: undefined,
    order: 8,
  }),
];

async function publishForm(
  tramiteId: number,
  fields: unknown[] = JOURNEY_FIELDS,
  name = 'Formulario del trámite',
) {
  const created = await call('POST', '/api/admin/form-templates', {
    name,
    tramite_type_id: tramiteId,
    fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  const published = await call('PUT', `/api/admin/form-templates/${created.json().id}/publish?publish=true`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as { id: string; version: number };
}

const goodAnswers = (extra: Record<string, unknown> = {}) => ({
  curp: VALID_CURP.toLowerCase(),
  fecha_nacimiento: '1931-08-20',
  beneficiario: 'persona',
  ...extra,
});

const requestFor = (tramiteId: number, body: Record<string, unknown> = {}) =>
  call(
    'POST',
    '/api/tramites/request',
    { tramite_type_id: tramiteId, nombre_completo: 'María López', description: 'Con formulario', ...body },
    cliente,
  );

async function createRequest(tramiteId: number, body: Record<string, unknown> = {}) {
  const response = await requestFor(tramiteId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; assigned_gestor_id: string | null };
}

const complete = async (id: string, token = cliente) => {
  const response = await call('GET', `/api/solicitudes/${id}/complete`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const documentsOf = async (id: string) =>
  (await call('GET', `/api/tramite-requests/${id}/documents`, undefined, cliente)).json();

function upload(
  requestId: string,
  documentName: string,
  content: Buffer,
  contentType: string,
  filename: string,
) {
  const { payload, headers } = multipartBody({ content, contentType, filename });
  return t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: documentName })}`,
    headers: { ...bearer(cliente), ...headers },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, cliente, gestor] = await signInDemoAccounts(t.app);
  // Room for every request of this file on the demo gestor.
  await t.app.db.update(users).set({ maxConcurrent: 500 }).where(eq(users.email, 'gestor@demo.mx'));
  gestorId = (await call('GET', '/api/auth/me', undefined, gestor)).json().id;
  tramites = (await call('GET', '/api/admin/tramites')).json();
});
afterAll(() => t.close());

describe('a procedure without a form', () => {
  it('keeps the spec’s body {tramite_type_id, description} working, and has no answers', async () => {
    const tramite = takeTramite();
    const response = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: tramite.id, description: 'Sin formulario', form_answers: { cualquier: 'cosa' } },
      cliente,
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = await complete(response.json().id);
    expect(detail.form_answers).toBeNull();
    const [row] = await t.app.db
      .select()
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, response.json().id));
    expect(row).toMatchObject({ formTemplateId: null, formVersion: null, formAnswers: null });
    expect(
      (await documentsOf(response.json().id)).documents_status.map(
        (d: { required_name: string }) => d.required_name,
      ),
    ).toEqual(tramite.required_documents);
  });
});

describe('the server checks the answers against the published version', () => {
  let tramite: (typeof tramites)[number];
  let form: { id: string; version: number };
  beforeAll(async () => {
    tramite = takeTramite();
    form = await publishForm(tramite.id);
  });

  it('accepts the spec’s bare body without answers (the gestor asks for the data); answers that are sent must be complete', async () => {
    const bare = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: tramite.id, description: 'Sin respuestas' },
      cliente,
    );
    expect(bare.statusCode, bare.body).toBe(201);
    const [row] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, bare.json().id));
    expect(row).toMatchObject({ formTemplateId: form.id, formAnswers: null });

    const response = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: tramite.id, description: 'Respuestas incompletas', form_answers: {} },
      cliente,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation', detail: FORM_ANSWER_MESSAGES.requerido });
    expect(response.json().errors).toEqual([
      { field: 'form_answers.curp', message: FORM_ANSWER_MESSAGES.requerido },
      { field: 'form_answers.fecha_nacimiento', message: FORM_ANSWER_MESSAGES.requerido },
      { field: 'form_answers.beneficiario', message: FORM_ANSWER_MESSAGES.requerido },
    ]);
  });

  it('refuses a bad CURP at its field, in Spanish', async () => {
    const response = await requestFor(tramite.id, { form_answers: goodAnswers({ curp: BAD_CURP }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'form_answers.curp', message: 'El dígito verificador de la CURP no es válido' },
    ]);
  });

  it('refuses a wrong date and an option that is not in the list', async () => {
    const response = await requestFor(tramite.id, {
      form_answers: goodAnswers({ fecha_nacimiento: '2023-02-30', beneficiario: 'otro' }),
    });
    expect(response.json().errors).toEqual([
      { field: 'form_answers.fecha_nacimiento', message: FORM_ANSWER_MESSAGES.fechaInvalida },
      { field: 'form_answers.beneficiario', message: FORM_ANSWER_MESSAGES.opcionInvalida },
    ]);
  });

  it('accepts a valid CURP and stores the version and the normalised answers', async () => {
    const { id } = await createRequest(tramite.id, { form_answers: goodAnswers({ urgente: 'on' }) });
    const [row] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id));
    expect(row).toMatchObject({ formTemplateId: form.id, formVersion: 1 });
    expect(row!.formAnswers).toEqual({
      nombre_completo: 'María López',
      curp: VALID_CURP,
      fecha_nacimiento: '1931-08-20',
      beneficiario: 'persona',
      urgente: true,
    });
  });

  it('requires a conditional field only when it is shown, and drops it when hidden', async () => {
    const missing = await requestFor(tramite.id, { form_answers: goodAnswers({ beneficiario: 'empresa' }) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'form_answers.rfc_empresa', message: FORM_ANSWER_MESSAGES.requerido },
    ]);
    const company = await createRequest(tramite.id, {
      form_answers: goodAnswers({ beneficiario: 'empresa', rfc_empresa: VALID_RFC_MORAL }),
    });
    const person = await createRequest(tramite.id, {
      form_answers: goodAnswers({ rfc_empresa: 'esto no se guarda' }),
    });
    const stored = async (id: string) =>
      (await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)))[0]!.formAnswers!;
    expect((await stored(company.id)).rfc_empresa).toBe(VALID_RFC_MORAL);
    expect(await stored(person.id)).not.toHaveProperty('rfc_empresa');
  });

  it('fills a field named like a fixed field from the request, and checks it like any other', async () => {
    const { id } = await createRequest(tramite.id, {
      nombre_completo: undefined,
      form_answers: goodAnswers(),
    });
    // No name in the body: the client's account name fills the form's nombre_completo.
    const [row] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id));
    expect(row!.formAnswers!.nombre_completo).toBe('María López (demo)');
    const own = await createRequest(tramite.id, {
      form_answers: goodAnswers({ nombre_completo: 'Otro Nombre' }),
    });
    const [ownRow] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, own.id));
    expect(ownRow!.formAnswers!.nombre_completo).toBe('Otro Nombre');
    const short = await requestFor(tramite.id, { form_answers: goodAnswers({ nombre_completo: 'X' }) });
    expect(short.json().errors).toEqual([
      { field: 'form_answers.nombre_completo', message: FORM_ANSWER_MESSAGES.minLength(2) },
    ]);
  });

  it('refuses answers that are not an object', async () => {
    const response = await requestFor(tramite.id, { form_answers: ['curp'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Las respuestas del formulario no son válidas');
  });

  it('shows the answers on /solicitud/{id} and to the gestor, with labels and readable values', async () => {
    const { id, assigned_gestor_id } = await createRequest(tramite.id, {
      form_answers: goodAnswers({ beneficiario: 'empresa', rfc_empresa: VALID_RFC_MORAL }),
    });
    if (assigned_gestor_id !== gestorId) {
      await call('PUT', `/api/admin/solicitudes/${id}/assign-gestor?new_gestor_id=${gestorId}`);
    }
    const expected = {
      form_template_id: form.id,
      form_name: 'Formulario del trámite',
      version: 1,
      answers: [
        {
          name: 'nombre_completo',
          label: 'Nombre completo',
          type: 'text',
          value: 'María López',
          display: 'María López',
        },
        { name: 'curp', label: 'CURP', type: 'curp', value: VALID_CURP, display: VALID_CURP },
        {
          name: 'fecha_nacimiento',
          label: 'Fecha de nacimiento',
          type: 'date',
          value: '1931-08-20',
          display: '20 de agosto de 1931',
        },
        {
          name: 'beneficiario',
          label: '¿Para quién es?',
          type: 'select',
          value: 'empresa',
          display: 'Para mi empresa',
        },
        {
          name: 'rfc_empresa',
          label: 'RFC de la empresa',
          type: 'rfc',
          value: VALID_RFC_MORAL,
          display: VALID_RFC_MORAL,
        },
        { name: 'urgente', label: 'Lo necesito urgente', type: 'checkbox', value: false, display: 'No' },
      ],
    };
    expect((await complete(id)).form_answers).toEqual(expected);
    expect((await complete(id, gestor)).form_answers).toEqual(expected);
    expect((await complete(id, admin)).form_answers).toEqual(expected);
  });
});

describe('file fields are the request’s documents', () => {
  let tramite: (typeof tramites)[number];
  beforeAll(async () => {
    tramite = takeTramite();
    await publishForm(tramite.id);
  });

  it('replace the procedure’s documents: the shown file fields, by label, optional ones not awaited', async () => {
    const person = await createRequest(tramite.id, { form_answers: goodAnswers() });
    const status = await documentsOf(person.id);
    expect(status.documents_status).toEqual([
      {
        required_name: 'Identificación oficial',
        is_required: true,
        accepted_types: ['image/jpeg', 'image/jpg', 'image/png'],
        max_file_size_mb: 12,
        uploaded: false,
        document: null,
      },
      {
        required_name: 'Comprobante de domicilio',
        is_required: false,
        accepted_types: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'],
        max_file_size_mb: 10,
        uploaded: false,
        document: null,
      },
    ]);
    expect(status.total_required).toBe(1);
    const company = await createRequest(tramite.id, {
      form_answers: goodAnswers({ beneficiario: 'empresa', rfc_empresa: VALID_RFC_MORAL }),
    });
    const companyStatus = await documentsOf(company.id);
    expect(
      companyStatus.documents_status.map((entry: { required_name: string }) => entry.required_name),
    ).toEqual(['Acta constitutiva', 'Identificación oficial', 'Comprobante de domicilio']);
    expect(companyStatus.total_required).toBe(2);
  });

  it('take uploads by label or field name; the procedure’s own documents are no longer asked', async () => {
    const { id } = await createRequest(tramite.id, { form_answers: goodAnswers() });
    const png = fileOf(SIGNATURES.png, 4096);
    expect((await upload(id, 'Identificación oficial', png, 'image/png', 'ine.png')).statusCode).toBe(201);
    expect(
      (await upload(id, 'comprobante', fileOf(SIGNATURES.pdf), 'application/pdf', 'luz.pdf')).statusCode,
    ).toBe(201);
    const status = await documentsOf(id);
    expect(status).toMatchObject({ total_required: 1, total_uploaded: 1 });
    expect(status.documents_status.map((entry: { uploaded: boolean }) => entry.uploaded)).toEqual([
      true,
      true,
    ]);
    const notAsked = await upload(
      id,
      tramite.required_documents[0]!,
      fileOf(SIGNATURES.pdf),
      'application/pdf',
      'a.pdf',
    );
    expect(notAsked.statusCode).toBe(422);
    // A hidden field (the company's deed, for a person) is not asked either.
    const hidden = await upload(
      id,
      'Acta constitutiva',
      fileOf(SIGNATURES.pdf),
      'application/pdf',
      'acta.pdf',
    );
    expect(hidden.statusCode).toBe(422);
  });

  it('enforce the field’s file types (415) and size (413) with the shared messages at file', async () => {
    const { id } = await createRequest(tramite.id, {
      form_answers: goodAnswers({ beneficiario: 'empresa', rfc_empresa: VALID_RFC_MORAL }),
    });
    const pdfOnly = await upload(id, 'Acta constitutiva', fileOf(SIGNATURES.png), 'image/png', 'acta.png');
    expect(pdfOnly.statusCode).toBe(415);
    expect(pdfOnly.json().errors).toEqual([
      { field: 'file', message: FORM_ANSWER_MESSAGES.tipoArchivo(['pdf']) },
    ]);
    expect(pdfOnly.json().detail).toBe('Tipo de archivo no permitido: usa PDF');
    const imagesOnly = await upload(
      id,
      'Identificación oficial',
      fileOf(SIGNATURES.pdf),
      'application/pdf',
      'ine.pdf',
    );
    expect(imagesOnly.statusCode).toBe(415);
    expect(imagesOnly.json().detail).toBe(FORM_ANSWER_MESSAGES.tipoArchivo(['image']));
    // 1 MB field: one byte more is refused, exactly 1 MB is taken.
    const tooBig = await upload(
      id,
      'Acta constitutiva',
      fileOf(SIGNATURES.pdf, MB + 1),
      'application/pdf',
      'a.pdf',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      detail: 'El archivo no puede pesar más de 1 MB',
      errors: [{ field: 'file', message: 'El archivo no puede pesar más de 1 MB' }],
    });
    expect(
      (await upload(id, 'Acta constitutiva', fileOf(SIGNATURES.pdf, MB), 'application/pdf', 'a.pdf'))
        .statusCode,
    ).toBe(201);
    // A 12 MB field takes more than the platform's 10 MB.
    const large = await upload(
      id,
      'Identificación oficial',
      fileOf(SIGNATURES.png, 11 * MB),
      'image/png',
      'ine.png',
    );
    expect(large.statusCode, large.body).toBe(201);
    // A file that is no PDF, JPG or PNG at all is still the platform's 415.
    const exe = await upload(
      id,
      'Comprobante de domicilio',
      fileOf(SIGNATURES.exe),
      'application/x-msdownload',
      'a.exe',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().detail).toBe(MSG.archivoTipo);
  });
});

describe('a request keeps the version it was filled with', () => {
  it('after the form changes, old answers stay readable and new requests use the new version', async () => {
    const tramite = takeTramite();
    const form = await publishForm(tramite.id);
    const old = await createRequest(tramite.id, { form_answers: goodAnswers() });
    // Version 2: the select's labels change, the date goes, a required text and another document come.
    const [nombre, curp, , beneficiario] = JOURNEY_FIELDS;
    const v2Fields = [
      nombre,
      curp,
      {
        ...beneficiario,
        label: 'Beneficiario',
        options: [
          { value: 'persona', label: 'Persona física' },
          { value: 'empresa', label: 'Persona moral' },
        ],
      },
      formField({ id: 'n1', name: 'ocupacion', label: 'Ocupación', type: 'text', order: 10 }),
      formField({ id: 'n2', name: 'pasaporte', label: 'Pasaporte', type: 'file', order: 11 }),
    ];
    const edited = await call('PUT', `/api/admin/form-templates/${form.id}`, {
      name: 'Formulario del trámite (2024)',
      tramite_type_id: tramite.id,
      fields: v2Fields,
    });
    expect(edited.json()).toMatchObject({ version: 2, published_version: 1 });
    // Not published yet: clients still fill version 1.
    const stillV1 = await createRequest(tramite.id, { form_answers: goodAnswers() });
    expect((await complete(stillV1.id)).form_answers.version).toBe(1);
    await call('PUT', `/api/admin/form-templates/${form.id}/publish?publish=true`);

    const refused = await requestFor(tramite.id, { form_answers: goodAnswers() });
    expect(refused.json().errors).toEqual([
      { field: 'form_answers.ocupacion', message: FORM_ANSWER_MESSAGES.requerido },
    ]);
    const fresh = await createRequest(tramite.id, { form_answers: goodAnswers({ ocupacion: 'Arquitecta' }) });

    const oldDetail = (await complete(old.id)).form_answers;
    expect(oldDetail).toMatchObject({ version: 1, form_name: 'Formulario del trámite' });
    expect(
      oldDetail.answers.find((answer: { name: string }) => answer.name === 'beneficiario'),
    ).toMatchObject({
      label: '¿Para quién es?',
      display: 'Para mí',
    });
    expect(oldDetail.answers.map((answer: { name: string }) => answer.name)).toContain('fecha_nacimiento');
    const freshDetail = (await complete(fresh.id)).form_answers;
    expect(freshDetail).toMatchObject({ version: 2, form_name: 'Formulario del trámite (2024)' });
    expect(
      freshDetail.answers.find((answer: { name: string }) => answer.name === 'beneficiario'),
    ).toMatchObject({
      label: 'Beneficiario',
      display: 'Persona física',
    });
    // Each request's documents come from its own version.
    const names = async (id: string) =>
      (await documentsOf(id)).documents_status.map((entry: { required_name: string }) => entry.required_name);
    expect(await names(old.id)).toEqual(['Identificación oficial', 'Comprobante de domicilio']);
    expect(await names(fresh.id)).toEqual(['Pasaporte']);
    // And the form can no longer be deleted.
    expect((await call('DELETE', `/api/admin/form-templates/${form.id}`)).statusCode).toBe(409);
  });

  it('two file fields with the same label are told apart by their field name', async () => {
    const tramite = takeTramite();
    const file = (id: string, name: string, order: number) => ({
      id,
      name,
      label: 'Identificación oficial',
      type: 'file',
      required: true,
      order,
      validation_rules: {},
    });
    await publishForm(tramite.id, [file('a', 'ine_titular', 0), file('b', 'ine_testigo', 1)]);
    const { id } = await createRequest(tramite.id);
    expect(
      (await documentsOf(id)).documents_status.map((entry: { required_name: string }) => entry.required_name),
    ).toEqual(['Identificación oficial (ine_titular)', 'Identificación oficial (ine_testigo)']);
    expect(
      (await upload(id, 'ine_testigo', fileOf(SIGNATURES.pdf), 'application/pdf', 'ine.pdf')).json(),
    ).toMatchObject({
      required_name: 'Identificación oficial (ine_testigo)',
    });
  });

  it('a form with no file fields leaves the request with no documents to wait for', async () => {
    const tramite = takeTramite();
    await publishForm(tramite.id, [JOURNEY_FIELDS[1]]);
    const { id } = await createRequest(tramite.id, { form_answers: { curp: VALID_CURP } });
    expect(await documentsOf(id)).toMatchObject({ total_required: 0, documents_status: [] });
  });

  it('unpublishing stops asking for answers; the requests filled before keep theirs', async () => {
    const tramite = takeTramite();
    const form = await publishForm(tramite.id);
    const before = await createRequest(tramite.id, { form_answers: goodAnswers() });
    await call('PUT', `/api/admin/form-templates/${form.id}/publish?publish=false`);
    const after = await createRequest(tramite.id, { form_answers: goodAnswers() });
    expect((await complete(after.id)).form_answers).toBeNull();
    expect((await complete(before.id)).form_answers.version).toBe(1);
  });
});

describe('demo data', () => {
  it('has one form, with conditions, left unpublished, and a request of the demo client filled with it', async () => {
    const { templates } = (
      await call(
        'GET',
        `/api/admin/form-templates?${new URLSearchParams({ search: 'Solicitud de acta de nacimiento' })}`,
      )
    ).json();
    const form = templates.find((row: { name: string }) => row.name === 'Solicitud de acta de nacimiento');
    const tramite = tramites.find((row) => row.id === form.tramite_type_id);
    // The procedure keeps its seeded request form (issue 25): clients fill that one, not the demo's draft.
    const published = await t.app.inject({ method: 'GET', url: `/api/tramites/${tramite!.id}/form` });
    expect(published.json().form.form_template_id).not.toBe(form.id);
    expect(form).toMatchObject({
      name: 'Solicitud de acta de nacimiento',
      version: 1,
      is_published: false,
    });
    expect(new Set(form.fields.map((field: { type: string }) => field.type))).toEqual(
      new Set(['text', 'select', 'curp', 'date', 'textarea', 'number', 'checkbox', 'file']),
    );
    expect(form.fields.filter((field: { visible_when?: object }) => field.visible_when)).toHaveLength(3);
    const mine = (await call('GET', '/api/tramites/my-requests?limit=100', undefined, cliente)).json();
    const filled = mine.find((row: { tramite_type_id: number }) => row.tramite_type_id === tramite!.id);
    const detail = await complete(filled.id);
    expect(detail.form_answers).toMatchObject({ form_name: 'Solicitud de acta de nacimiento', version: 1 });
    expect(
      detail.form_answers.answers.find((answer: { name: string }) => answer.name === 'entidad_registro'),
    ).toMatchObject({ display: 'Ciudad de México' });
    // Its documents are the form's: the identification only (the relative's proof is hidden for 'propia').
    expect((await documentsOf(filled.id)).documents_status).toHaveLength(1);
  });
});

describe('a form deleted while a request is being written', () => {
  it('refuses the request with 409 instead of pointing at a form that no longer exists', async () => {
    const missing = t.app.db.transaction((tx) =>
      holdFormVersion(tx, '00000000-0000-0000-0000-000000000000', 1),
    );
    await expect(missing).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('a file field blocks sending only when marked ‘obligatorio al solicitar’ (issue 20)', () => {
  const ine = {
    id: 'f1',
    name: 'identificacion',
    label: 'Identificación oficial',
    type: 'file',
    required: true,
    order: 0,
    validation_rules: {},
  };
  const acta = {
    id: 'f2',
    name: 'acta',
    label: 'Acta constitutiva',
    type: 'file',
    required: true,
    required_at_request: true,
    order: 1,
    validation_rules: {},
    file_types: ['pdf'],
    max_file_size: 1,
  };

  it('a required file without the mark: the request is sent with no file, and the document is listed', async () => {
    const tramite = takeTramite();
    await publishForm(tramite.id, [ine]);
    const { id } = await createRequest(tramite.id);
    const status = await documentsOf(id);
    expect(status.documents_status).toMatchObject([
      { required_name: 'Identificación oficial', is_required: true, uploaded: false },
    ]);
    expect(status.total_required).toBe(1);
  });

  it('with the mark: refused (422, in Spanish) until the request says which file it brings', async () => {
    const tramite = takeTramite();
    const form = await publishForm(tramite.id, [ine, acta]);
    // The mark is kept with the field.
    const saved = (await call('GET', `/api/admin/form-templates/${form.id}`)).json();
    expect(saved.fields[1]).toMatchObject({ name: 'acta', required_at_request: true });

    const missing = await requestFor(tramite.id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      detail: FORM_ANSWER_MESSAGES.archivoAlSolicitar,
      errors: [{ field: 'form_answers.acta', message: FORM_ANSWER_MESSAGES.archivoAlSolicitar }],
    });
    const wrongType = await requestFor(tramite.id, {
      form_answers: { acta: { name: 'acta.png', type: 'image/png', size: 1000 } },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual([
      { field: 'form_answers.acta', message: FORM_ANSWER_MESSAGES.tipoArchivo(['pdf']) },
    ]);
    const tooBig = await requestFor(tramite.id, {
      form_answers: { acta: { name: 'acta.pdf', type: 'application/pdf', size: MB + 1 } },
    });
    expect(tooBig.json().errors).toEqual([
      { field: 'form_answers.acta', message: FORM_ANSWER_MESSAGES.tamanoArchivo(1) },
    ]);

    const { id } = await createRequest(tramite.id, {
      form_answers: { acta: { name: 'acta.pdf', type: 'application/pdf', size: 1000 } },
    });
    // The description is no answer: the file itself comes as the request's document.
    const [row] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id));
    expect(row!.formAnswers).toEqual({});
    expect((await documentsOf(id)).documents_status).toMatchObject([
      { required_name: 'Identificación oficial', is_required: true, uploaded: false },
      { required_name: 'Acta constitutiva', is_required: true, uploaded: false },
    ]);
    expect((await upload(id, 'acta', fileOf(SIGNATURES.pdf), 'application/pdf', 'acta.pdf')).statusCode).toBe(
      201,
    );
  });
});
