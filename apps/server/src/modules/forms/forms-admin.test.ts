import { AUTO_FORM_NAME_PREFIX, FIXED_REQUEST_FIELD_NAMES, FORM_MESSAGES } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiCaller, formField, signInDemoAccounts, tramitesWithoutForm } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let cliente: string;
let gestor: string;
/** Active procedures of the seeded catalogue, handed out one per test so tests never share one. */
let tramites: {
  id: number;
  name: string;
  required_documents: string[];
  category_id: number;
  form_template_id: string | null;
}[];
const takeTramite = tramitesWithoutForm(() => tramites);
const call = apiCaller(
  () => t.app,
  () => admin,
);

const textField = (name: string, extra: Record<string, unknown> = {}) =>
  formField({ id: `id_${name}`, name, label: name.replaceAll('_', ' '), type: 'text', order: 0, ...extra });

const SELECT_FIELD = formField({
  id: 'id_tipo',
  name: 'tipo',
  label: 'Tipo de trámite',
  type: 'select',
  order: 1,
  options: [
    { value: 'nuevo', label: 'Primera vez' },
    { value: 'renovacion', label: 'Renovación' },
  ],
});

async function createForm(tramiteId: number, patch: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/form-templates', {
    name: 'Formulario de prueba',
    description: 'Para las pruebas',
    tramite_type_id: tramiteId,
    fields: [textField('motivo'), SELECT_FIELD],
    ...patch,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const publish = async (id: string, value = true) => {
  const response = await call('PUT', `/api/admin/form-templates/${id}/publish?publish=${value}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const publicForm = async (tramiteId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/tramites/${tramiteId}/form` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().form;
};

const getTemplate = async (id: string) => (await call('GET', `/api/admin/form-templates/${id}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  [admin, cliente, gestor] = await signInDemoAccounts(t.app);
  tramites = (await call('GET', '/api/admin/tramites')).json();
});
afterAll(() => t.close());

describe('who may use the form endpoints', () => {
  it('checks the session and the role before the body: 401, then 403, then 422', async () => {
    const junk = { name: 42 };
    const noSession = await t.app.inject({ method: 'POST', url: '/api/admin/form-templates', payload: junk });
    expect(noSession.statusCode).toBe(401);
    for (const token of [cliente, gestor]) {
      expect((await call('POST', '/api/admin/form-templates', junk, token)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/form-templates', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/auto-generate-forms', undefined, token)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/admin/form-templates', junk)).statusCode).toBe(422);
  });

  it('lets anyone read a procedure’s published form, like the catalogue', async () => {
    const tramite = takeTramite();
    expect(await publicForm(tramite.id)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/tramites/999999/form' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tramites/abc/form' })).statusCode).toBe(422);
  });
});

describe('saving a form', () => {
  it('refuses with the spec’s three messages, on create and on update', async () => {
    const tramite = takeTramite();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'El nombre del formulario es requerido'],
      [{ tramite_type_id: undefined }, 'tramite_type_id', 'Debes seleccionar un tramite'],
      [{ fields: [] }, 'fields', 'Debes agregar al menos un campo'],
    ];
    const created = await createForm(tramite.id);
    for (const [patch, field, message] of cases) {
      const body = { name: 'F', tramite_type_id: tramite.id, fields: [textField('motivo')], ...patch };
      for (const [method, url] of [
        ['POST', '/api/admin/form-templates'],
        ['PUT', `/api/admin/form-templates/${created.id}`],
      ] as const) {
        const response = await call(method, url, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toContainEqual({ field, message });
      }
    }
  });

  it('refuses a procedure that does not exist, at tramite_type_id', async () => {
    const response = await call('POST', '/api/admin/form-templates', {
      name: 'F',
      tramite_type_id: 2_000_000,
      fields: [textField('motivo')],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'tramite_type_id', message: FORM_MESSAGES.tramiteRequerido },
    ]);
  });

  it('reports field rules at the field', async () => {
    const tramite = takeTramite();
    const response = await call('POST', '/api/admin/form-templates', {
      name: 'F',
      tramite_type_id: tramite.id,
      fields: [textField('motivo'), textField('motivo', { id: 'otro' }), { ...SELECT_FIELD, options: [] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'fields.1.name', message: FORM_MESSAGES.campoNombreRepetido },
        { field: 'fields.2.options', message: FORM_MESSAGES.opcionesRequeridas },
      ]),
    );
  });

  it('creates a draft, version 1, that becomes the form of a procedure without one', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    expect(created).toMatchObject({
      name: 'Formulario de prueba',
      tramite_type_id: tramite.id,
      tramite_name: tramite.name,
      version: 1,
      published_version: null,
      is_published: false,
      has_unpublished_changes: true,
      is_auto_generated: false,
      requests_count: 0,
      connected_tramites: [{ id: tramite.id, name: tramite.name }],
    });
    expect(created.fields.map((field: { name: string; order: number }) => [field.name, field.order])).toEqual(
      [
        ['motivo', 0],
        ['tipo', 1],
      ],
    );
    expect(await getTemplate(created.id)).toEqual(created);
    const forTramite = (await call('GET', `/api/admin/tramites/${tramite.id}/form-template`)).json();
    expect(forTramite.template.id).toBe(created.id);
    // A second form for the same procedure does not take its place.
    const second = await createForm(tramite.id, { name: 'Otro' });
    expect(second.connected_tramites).toEqual([]);
    // A draft is not shown to clients.
    expect(await publicForm(tramite.id)).toBeNull();
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'abc', '1']) {
      expect((await call('GET', `/api/admin/form-templates/${id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/form-templates/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/admin/form-templates/${id}/publish?publish=true`)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/api/admin/form-templates/${id}/duplicate`)).statusCode).toBe(404);
    }
    const valid = await createForm(takeTramite().id);
    expect((await call('PUT', `/api/admin/form-templates/${valid.id}/publish`)).statusCode).toBe(422);
    expect((await call('PUT', `/api/admin/form-templates/${valid.id}/publish?publish=si`)).statusCode).toBe(
      422,
    );
  });
});

describe('versions', () => {
  it('publishing freezes the fields; an edit is a new draft while clients keep the published version', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    const published = await publish(created.id);
    expect(published).toMatchObject({ version: 1, published_version: 1, is_published: true });
    expect(published.has_unpublished_changes).toBe(false);
    const v1 = await publicForm(tramite.id);
    expect(v1).toMatchObject({ form_template_id: created.id, version: 1, name: 'Formulario de prueba' });
    expect(v1.fields.map((field: { name: string }) => field.name)).toEqual(['motivo', 'tipo']);

    const edited = await call('PUT', `/api/admin/form-templates/${created.id}`, {
      name: 'Formulario de prueba (v2)',
      tramite_type_id: tramite.id,
      fields: [textField('motivo'), SELECT_FIELD, textField('comentario', { required: false, order: 2 })],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 2,
      published_version: 1,
      is_published: true,
      has_unpublished_changes: true,
    });
    // Clients still get version 1, with its name and fields.
    expect(await publicForm(tramite.id)).toEqual(v1);
    // A second edit of the draft stays version 2.
    const again = await call('PUT', `/api/admin/form-templates/${created.id}`, {
      name: 'Formulario de prueba (v2)',
      tramite_type_id: tramite.id,
      fields: [textField('motivo'), SELECT_FIELD, textField('comentario', { required: true, order: 2 })],
    });
    expect(again.json().version).toBe(2);

    const republished = await publish(created.id);
    expect(republished).toMatchObject({ version: 2, published_version: 2, has_unpublished_changes: false });
    const v2 = await publicForm(tramite.id);
    expect(v2).toMatchObject({ version: 2, name: 'Formulario de prueba (v2)' });
    expect(v2.fields).toHaveLength(3);
    // Publishing what is already published changes nothing.
    expect((await publish(created.id)).published_version).toBe(2);
  });

  it('an edit that goes back to the published fields is that version again', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    await publish(created.id);
    const body = (fields: unknown[]) => ({
      name: 'Formulario de prueba',
      description: 'Para las pruebas',
      tramite_type_id: tramite.id,
      fields,
    });
    const draft = await call('PUT', `/api/admin/form-templates/${created.id}`, body([textField('motivo')]));
    expect(draft.json()).toMatchObject({ version: 2, has_unpublished_changes: true });
    const back = await call(
      'PUT',
      `/api/admin/form-templates/${created.id}`,
      body([textField('motivo'), SELECT_FIELD]),
    );
    expect(back.json()).toMatchObject({ version: 1, published_version: 1, has_unpublished_changes: false });
    // Saving the same content again is no change at all.
    const same = await call(
      'PUT',
      `/api/admin/form-templates/${created.id}`,
      body([textField('motivo'), SELECT_FIELD]),
    );
    expect(same.json()).toMatchObject({ version: 1, updated_at: back.json().updated_at });
  });

  it('unpublishing leaves clients without a form; publishing again brings the same version back', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    await publish(created.id);
    const unpublished = await publish(created.id, false);
    expect(unpublished).toMatchObject({ is_published: false, published_version: null, version: 1 });
    expect(await publicForm(tramite.id)).toBeNull();
    const catalogue = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${tramite.category_id}/tramites` })
    )
      .json()
      .find((row: { id: number }) => row.id === tramite.id);
    expect(catalogue).toMatchObject({
      has_custom_form: false,
      form_template_id: null,
      form_template_name: null,
    });
    // Editing an unpublished but frozen version makes a new one.
    const edited = await call('PUT', `/api/admin/form-templates/${created.id}`, {
      name: 'Otro nombre',
      tramite_type_id: tramite.id,
      fields: [textField('motivo'), SELECT_FIELD],
    });
    expect(edited.json()).toMatchObject({ version: 2, published_version: null });
    expect(await publish(created.id)).toMatchObject({ version: 2, published_version: 2 });
    expect((await publicForm(tramite.id)).name).toBe('Otro nombre');
  });

  it('publishing makes the form its procedure’s, in place of another one', async () => {
    const tramite = takeTramite();
    const first = await createForm(tramite.id, { name: 'Primero' });
    await publish(first.id);
    const second = await createForm(tramite.id, { name: 'Segundo' });
    expect((await publicForm(tramite.id)).name).toBe('Primero');
    await publish(second.id);
    expect((await publicForm(tramite.id)).name).toBe('Segundo');
    expect((await getTemplate(first.id)).connected_tramites).toEqual([]);
    const catalogue = (await call('GET', '/api/admin/tramites'))
      .json()
      .find((row: { id: number }) => row.id === tramite.id);
    expect(catalogue).toMatchObject({
      form_template_id: second.id,
      form_template_name: 'Segundo',
      has_custom_form: true,
    });
  });

  it('serves the public form with an ETag, and a publication reaches it at once', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    const before = await t.app.inject({ method: 'GET', url: `/api/tramites/${tramite.id}/form` });
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/tramites/${tramite.id}/form`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    await publish(created.id);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/tramites/${tramite.id}/form`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().form.form_template_id).toBe(created.id);
  });
});

describe('deleting and duplicating', () => {
  it('deletes a form no request used', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    await publish(created.id);
    const deleted = await call('DELETE', `/api/admin/form-templates/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Formulario eliminado');
    expect((await call('GET', `/api/admin/form-templates/${created.id}`)).statusCode).toBe(404);
    expect(await publicForm(tramite.id)).toBeNull();
    expect((await call('GET', `/api/admin/tramites/${tramite.id}/form-template`)).json().template).toBeNull();
  });

  it('refuses (409) to delete a form a request used, and says to unpublish it instead', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    await publish(created.id);
    const request = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: tramite.id, form_answers: { motivo: 'Necesito el trámite', tipo: 'nuevo' } },
      cliente,
    );
    expect(request.statusCode, request.body).toBe(201);
    const refused = await call('DELETE', `/api/admin/form-templates/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(FORM_MESSAGES.formularioEnUso(1));
    expect(refused.json().detail).toContain('Despublícalo');
    expect((await getTemplate(created.id)).requests_count).toBe(1);
  });

  it("duplicates as a draft 'Copia de …', with the current fields, not connected", async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id);
    await publish(created.id);
    const copy = await call('POST', `/api/admin/form-templates/${created.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Copia de Formulario de prueba',
      tramite_type_id: tramite.id,
      version: 1,
      is_published: false,
      connected_tramites: [],
      requests_count: 0,
    });
    expect(copy.json().id).not.toBe(created.id);
    expect(copy.json().fields).toEqual(created.fields);
    expect((await publicForm(tramite.id)).form_template_id).toBe(created.id);
  });
});

describe('the list', () => {
  it('searches by name, procedure and the first 7 characters of the id, filters, and counts', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id, { name: 'Formulario buscable único' });
    await publish(created.id);
    const draft = await createForm(tramite.id, { name: 'Borrador buscable único' });
    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/form-templates?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const ids = (body: { templates: { id: string }[] }) => body.templates.map((row) => row.id);
    expect(ids(await list('search=buscable%20%C3%BAnico'))).toEqual([draft.id, created.id]);
    expect(ids(await list(`search=${created.id.slice(0, 7)}`))).toContain(created.id);
    expect(ids(await list(`search=${created.id.slice(0, 7).toUpperCase()}`))).toContain(created.id);
    expect(ids(await list(`search=${encodeURIComponent(tramite.name)}`))).toEqual(
      expect.arrayContaining([created.id, draft.id]),
    );
    expect(ids(await list(`tramite_type_id=${tramite.id}`)).sort()).toEqual([created.id, draft.id].sort());
    expect(ids(await list(`tramite_type_id=${tramite.id}&status=published`))).toEqual([created.id]);
    expect(ids(await list(`tramite_type_id=${tramite.id}&status=draft`))).toEqual([draft.id]);
    expect(ids(await list('search=100%25'))).toEqual([]);
    const all = await list('');
    expect(all.stats.total).toBe(all.templates.length);
    expect(all.stats.published + all.stats.drafts).toBe(all.stats.total);
    expect(all.stats.published).toBe(
      all.templates.filter((row: { is_published: boolean }) => row.is_published).length,
    );
    const withoutForm =
      tramites.length -
      new Set(
        all.templates.flatMap((row: { connected_tramites: { id: number }[] }) =>
          row.connected_tramites.map((c) => c.id),
        ),
      ).size;
    expect(all.stats.tramites_without_form).toBe(withoutForm);
    expect((await call('GET', '/api/admin/form-templates?status=otro')).statusCode).toBe(422);
  });
});

describe('the procedure’s form', () => {
  it('GET answers null without a form; PUT creates one connected, then edits it with versions', async () => {
    const tramite = takeTramite();
    const empty = await call('GET', `/api/admin/tramites/${tramite.id}/form-template`);
    expect(empty.json()).toEqual({ tramite_id: tramite.id, tramite_name: tramite.name, template: null });
    const body = { name: 'Del trámite', fields: [textField('motivo')] };
    const created = await call('PUT', `/api/admin/tramites/${tramite.id}/form-template`, body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ tramite_type_id: tramite.id, version: 1, is_published: false });
    expect((await call('GET', `/api/admin/tramites/${tramite.id}/form-template`)).json().template.id).toBe(
      created.json().id,
    );
    await publish(created.json().id);
    const edited = await call('PUT', `/api/admin/tramites/${tramite.id}/form-template`, {
      ...body,
      fields: [textField('motivo'), SELECT_FIELD],
    });
    expect(edited.json()).toMatchObject({ id: created.json().id, version: 2, published_version: 1 });
  });

  it('validates the path and the body', async () => {
    const tramite = takeTramite();
    const body = { name: 'X', fields: [textField('motivo')] };
    expect((await call('PUT', '/api/admin/tramites/2000000/form-template', body)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/tramites/2000000/form-template')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/tramites/abc/form-template')).statusCode).toBe(422);
    const other = await call('PUT', `/api/admin/tramites/${tramite.id}/form-template`, {
      ...body,
      tramite_type_id: tramite.id + 1,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([
      { field: 'tramite_type_id', message: FORM_MESSAGES.tramiteNoCoincide },
    ]);
    const empty = await call('PUT', `/api/admin/tramites/${tramite.id}/form-template`, {
      ...body,
      fields: [],
    });
    expect(empty.json().detail).toBe('Debes agregar al menos un campo');
  });
});

describe('connecting forms', () => {
  it("connects a form; 'Selecciona un formulario' without one; 422 for one that does not exist", async () => {
    const tramite = takeTramite();
    const other = takeTramite();
    const form = await createForm(other.id, { name: 'Formulario compartido' });
    await publish(form.id);
    const missing = await call('PUT', `/api/admin/tramites/${tramite.id}/connect-form`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'form_template_id', message: 'Selecciona un formulario' },
    ]);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'x']) {
      const unknown = await call('PUT', `/api/admin/tramites/${tramite.id}/connect-form`, {
        form_template_id: id,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().detail).toBe(FORM_MESSAGES.formularioNoExiste);
    }
    expect(
      (await call('PUT', '/api/admin/tramites/2000000/connect-form', { form_template_id: form.id }))
        .statusCode,
    ).toBe(404);
    const connected = await call('PUT', `/api/admin/tramites/${tramite.id}/connect-form`, {
      form_template_id: form.id,
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      tramite_id: tramite.id,
      form_template_id: form.id,
      form_template_name: 'Formulario compartido',
      is_published: true,
    });
    expect((await publicForm(tramite.id)).form_template_id).toBe(form.id);
    expect(
      (await getTemplate(form.id)).connected_tramites.map((row: { id: number }) => row.id).sort(),
    ).toEqual([tramite.id, other.id].sort());
    const catalogue = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${tramite.category_id}/tramites` })
    )
      .json()
      .find((row: { id: number }) => row.id === tramite.id);
    expect(catalogue).toMatchObject({
      form_template_id: form.id,
      form_template_name: 'Formulario compartido',
      has_custom_form: true,
    });
  });

  it('keeps a form whose procedure is deleted, and gives it the procedure it is connected to next', async () => {
    const created = await call('POST', '/api/admin/tramites', {
      name: 'Trámite efímero',
      category_id: takeTramite().category_id,
    });
    const form = await createForm(created.json().id, { name: 'Formulario huérfano' });
    expect((await call('DELETE', `/api/admin/tramites/${created.json().id}`)).json().outcome).toBe('deleted');
    expect(await getTemplate(form.id)).toMatchObject({
      tramite_type_id: null,
      tramite_name: null,
      connected_tramites: [],
    });
    const tramite = takeTramite();
    await call('PUT', `/api/admin/tramites/${tramite.id}/connect-form`, { form_template_id: form.id });
    expect(await getTemplate(form.id)).toMatchObject({
      tramite_type_id: tramite.id,
      tramite_name: tramite.name,
    });
  });

  it('hides a connected draft from the public catalogue but shows it to admins', async () => {
    const tramite = takeTramite();
    const draft = await createForm(tramite.id, { name: 'Borrador privado' });
    const publicRow = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${tramite.category_id}/tramites` })
    )
      .json()
      .find((row: { id: number }) => row.id === tramite.id);
    expect(publicRow).toMatchObject({
      form_template_id: null,
      form_template_name: null,
      has_custom_form: false,
    });
    const adminRow = (await call('GET', '/api/admin/tramites'))
      .json()
      .find((row: { id: number }) => row.id === tramite.id);
    expect(adminRow).toMatchObject({
      form_template_id: draft.id,
      form_template_name: 'Borrador privado',
      has_custom_form: false,
    });
  });

  it('connects by names: nombre_exacto, or nombre_normalizado ignoring case, accents and spaces', async () => {
    const tramite = takeTramite();
    const form = await createForm(takeTramite().id, { name: 'Formulário  Especial de Conexión' });
    const exact = await call('POST', '/api/admin/connect-form-by-names', {
      tramite_name: tramite.name,
      form_name: 'Formulário  Especial de Conexión',
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toEqual({
      message: `Formulario «Formulário  Especial de Conexión» conectado a «${tramite.name}»`,
      tramite_name: tramite.name,
      form_name: 'Formulário  Especial de Conexión',
      form_id: form.id,
      connection_method: 'nombre_exacto',
    });
    const loose = await call('POST', '/api/admin/connect-form-by-names', {
      tramite_name: tramite.name.toUpperCase(),
      form_name: 'formulario especial de conexion',
    });
    expect(loose.json()).toMatchObject({ form_id: form.id, connection_method: 'nombre_normalizado' });
    expect((await call('GET', `/api/admin/tramites/${tramite.id}/form-template`)).json().template.id).toBe(
      form.id,
    );
  });

  it('answers 404 for unknown names, 409 when a name is ambiguous, 422 when one is missing', async () => {
    const tramite = takeTramite();
    await createForm(tramite.id, { name: 'Nombre repetido' });
    await createForm(tramite.id, { name: 'Nombre repetido' });
    const post = (body: object) => call('POST', '/api/admin/connect-form-by-names', body);
    expect(
      (await post({ tramite_name: 'No existe este trámite', form_name: 'Nombre repetido' })).statusCode,
    ).toBe(404);
    expect(
      (await post({ tramite_name: tramite.name, form_name: 'No existe este formulario' })).statusCode,
    ).toBe(404);
    const ambiguous = await post({ tramite_name: tramite.name, form_name: 'Nombre repetido' });
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json().detail).toContain('Hay 2 formularios');
    const missing = await post({ tramite_name: tramite.name });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('El nombre del formulario es requerido');
  });
});

describe('generated forms', () => {
  // These run over the whole catalogue: they come last and in order.
  it('create-missing-forms gives every active procedure without a form a connected draft, whose files never block a request', async () => {
    const before = (await call('GET', '/api/admin/form-templates')).json().stats.tramites_without_form;
    // Since issue 25 most seeded procedures come with their request form: the rest still lack one.
    expect(before).toBeGreaterThan(5);
    const response = await call('POST', '/api/admin/tramites/create-missing-forms');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Se crearon ${before} formularios para los trámites que no tenían, como borradores: revísalos y publícalos para que los clientes los vean.`,
      formularios_creados: before,
      total_tramites: tramites.length,
    });
    const after = (await call('GET', '/api/admin/form-templates')).json();
    expect(after.stats.tramites_without_form).toBe(0);
    const generated = after.templates.filter((row: { is_auto_generated: boolean }) => row.is_auto_generated);
    expect(generated).toHaveLength(before);
    // Drafts (issue 20): one click changes no client's request form; an admin reviews and publishes each.
    expect(generated.every((row: { is_published: boolean }) => !row.is_published)).toBe(true);
    expect(after.stats.drafts).toBeGreaterThanOrEqual(before);
    const sample = tramites.find(
      (row) =>
        row.required_documents.length >= 2 &&
        generated.some((g: { tramite_type_id: number }) => g.tramite_type_id === row.id),
    )!;
    expect(await publicForm(sample.id)).toBeNull();
    const sampleForm = generated.find((g: { tramite_type_id: number }) => g.tramite_type_id === sample.id);
    await publish(sampleForm.id);
    const form = await publicForm(sample.id);
    expect(form).toMatchObject({ name: `${AUTO_FORM_NAME_PREFIX}${sample.name}`, version: 1 });
    expect(form.fields.map((field: { name: string }) => field.name).slice(0, 3)).toEqual([
      ...FIXED_REQUEST_FIELD_NAMES,
    ]);
    expect(
      form.fields
        .filter((field: { type: string }) => field.type === 'file')
        .map((field: { label: string }) => field.label),
    ).toEqual(sample.required_documents);
    // Each document is needed by the case, none blocks sending: 'obligatorio al solicitar' is the admin's call.
    const files = form.fields.filter((field: { type: string }) => field.type === 'file');
    expect(files.every((field: { required: boolean }) => field.required)).toBe(true);
    expect(files.some((field: { required_at_request?: boolean }) => field.required_at_request)).toBe(false);
    // Nothing is missing any more.
    const again = (await call('POST', '/api/admin/tramites/create-missing-forms')).json();
    expect(again).toMatchObject({
      formularios_creados: 0,
      message: 'Todos los trámites activos ya tienen formulario',
    });
    // A generated form keeps the spec's request body working: its contact fields come from the account.
    const request = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: sample.id, description: 'Hola' },
      cliente,
    );
    expect(request.statusCode, request.body).toBe(201);
    // With no file attached, and every document listed for the documents page.
    const documents = (
      await call('GET', `/api/tramite-requests/${request.json().id}/documents`, undefined, cliente)
    ).json();
    expect(documents.documents_status.map((entry: { required_name: string }) => entry.required_name)).toEqual(
      sample.required_documents,
    );
    expect(documents.total_required).toBe(sample.required_documents.length);
  });

  it('auto-generate re-makes generated forms whose documents changed, never a hand-edited one', async () => {
    const all = (await call('GET', '/api/admin/form-templates')).json().templates;
    const generatedOf = (tramiteId: number) =>
      all.find(
        (row: { tramite_type_id: number; is_auto_generated: boolean }) =>
          row.is_auto_generated && row.tramite_type_id === tramiteId,
      );
    const [untouched, handEdited] = tramites.filter((row) => generatedOf(row.id)).slice(-2) as [
      (typeof tramites)[number],
      (typeof tramites)[number],
    ];
    const handForm = generatedOf(handEdited.id);
    const edit = await call('PUT', `/api/admin/form-templates/${handForm.id}`, {
      name: handForm.name,
      tramite_type_id: handEdited.id,
      fields: [...handForm.fields, textField('nota_del_admin', { required: false, order: 99 })],
    });
    expect(edit.json()).toMatchObject({ is_auto_generated: false, version: 1 });
    // An admin reviewed and published the other one: re-made, it stays published.
    await publish(generatedOf(untouched.id).id);
    // Both procedures now require one more document.
    for (const row of [untouched, handEdited]) {
      const changed = await call('PUT', `/api/admin/tramites/${row.id}`, {
        required_documents: [...row.required_documents, 'Carta poder firmada'],
      });
      expect(changed.statusCode).toBe(200);
    }
    const response = await call('POST', '/api/admin/auto-generate-forms');
    expect(response.statusCode).toBe(200);
    const { summary } = response.json();
    expect(summary).toMatchObject({
      total_tramites: tramites.length,
      creados: 0,
      regenerados: 1,
      conectados: 0,
    });
    expect(summary.omitidos_editados).toBeGreaterThanOrEqual(1);
    const remade = await publicForm(untouched.id);
    expect(remade.version).toBe(2);
    expect(remade.fields.at(-1)).toMatchObject({ label: 'Carta poder firmada', type: 'file' });
    const kept = await getTemplate(handForm.id);
    expect(kept.fields.map((field: { name: string }) => field.name)).toContain('nota_del_admin');
    expect(kept.fields.map((field: { label: string }) => field.label)).not.toContain('Carta poder firmada');
    // Running it again changes nothing.
    expect((await call('POST', '/api/admin/auto-generate-forms')).json().summary).toMatchObject({
      regenerados: 0,
      creados: 0,
    });
  });

  it('auto-generate creates the missing ones and connects a form named like its procedure', async () => {
    const category = tramites[0]!.category_id;
    const newTramite = async (name: string) => {
      const response = await call('POST', '/api/admin/tramites', {
        name,
        category_id: category,
        required_documents: ['INE'],
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number };
    };
    const named = await newTramite('Trámite con formulario homónimo');
    const bare = await newTramite('Trámite sin formulario');
    // A form named like the procedure, made for another one (so it is not connected to `named`).
    const homonym = await createForm(tramites[0]!.id, { name: 'Trámite con formulario homónimo' });
    const { summary } = (await call('POST', '/api/admin/auto-generate-forms')).json();
    expect(summary).toMatchObject({ creados: 1, conectados: 1, regenerados: 0 });
    expect((await call('GET', `/api/admin/tramites/${named.id}/form-template`)).json().template.id).toBe(
      homonym.id,
    );
    const generated = (await call('GET', `/api/admin/tramites/${bare.id}/form-template`)).json().template;
    expect(generated).toMatchObject({
      name: 'Formulario Auto: Trámite sin formulario',
      is_auto_generated: true,
      is_published: false,
    });
    expect(await publicForm(bare.id)).toBeNull();
  });

  it('regenerate-form: re-makes a generated form, refuses a hand-edited one (409), generates a missing one', async () => {
    const all = (await call('GET', '/api/admin/form-templates')).json().templates;
    const generated = all.find(
      (row: { is_auto_generated: boolean; version: number; tramite_type_id: number }) =>
        row.is_auto_generated &&
        row.version === 1 &&
        tramites.some((tramite) => tramite.id === row.tramite_type_id),
    );
    const tramiteId: number = generated.tramite_type_id;
    await publish(generated.id);
    const upToDate = await call('POST', `/api/admin/tramites/${tramiteId}/regenerate-form`);
    expect(upToDate.statusCode).toBe(200);
    expect(upToDate.json().message).toContain('ya estaba al día');
    const tramite = tramites.find((row) => row.id === tramiteId)!;
    await call('PUT', `/api/admin/tramites/${tramiteId}`, {
      required_documents: ['Solo un documento nuevo'],
    });
    const remade = await call('POST', `/api/admin/tramites/${tramiteId}/regenerate-form`);
    expect(remade.json().message).toBe(`Formulario de «${tramite.name}» regenerado: versión 2`);
    expect(
      (await publicForm(tramiteId)).fields.filter((f: { type: string }) => f.type === 'file'),
    ).toHaveLength(1);

    await call('PUT', `/api/admin/form-templates/${generated.id}`, {
      name: 'Editado a mano',
      tramite_type_id: tramiteId,
      fields: [textField('motivo')],
    });
    const refused = await call('POST', `/api/admin/tramites/${tramiteId}/regenerate-form`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(FORM_MESSAGES.editadoAMano);
    expect((await getTemplate(generated.id)).name).toBe('Editado a mano');

    const created = await call('POST', '/api/admin/tramites', {
      name: 'Trámite para regenerar',
      category_id: tramite.category_id,
      required_documents: ['Acta'],
    });
    const fresh = await call('POST', `/api/admin/tramites/${created.json().id}/regenerate-form`);
    expect(fresh.json().message).toBe(
      'Formulario generado como borrador para «Trámite para regenerar»: revísalo y publícalo para que los clientes lo vean',
    );
    expect(await publicForm(created.json().id)).toBeNull();
    expect(
      (await call('GET', `/api/admin/tramites/${created.json().id}/form-template`)).json().template,
    ).toMatchObject({ name: 'Formulario Auto: Trámite para regenerar', is_published: false });
    expect((await call('POST', '/api/admin/tramites/2000000/regenerate-form')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/tramites/0/regenerate-form')).statusCode).toBe(422);
  });
});

describe('audit', () => {
  it('records the form actions like the other admin actions', async () => {
    const tramite = takeTramite();
    const created = await createForm(tramite.id, { name: 'Auditado' });
    await publish(created.id);
    await call('PUT', `/api/admin/form-templates/${created.id}`, {
      name: 'Auditado',
      tramite_type_id: tramite.id,
      fields: [textField('motivo')],
    });
    await publish(created.id, false);
    await call('POST', `/api/admin/form-templates/${created.id}/duplicate`);
    await call('DELETE', `/api/admin/form-templates/${created.id}`);
    const entries = (await call('GET', '/api/admin/audit?entity=form_template&limit=100'))
      .json()
      .entries.filter((entry: { entity_id: string }) => entry.entity_id === created.id);
    expect(entries.map((entry: { action: string }) => entry.action).reverse()).toEqual([
      'form_template_created',
      'form_template_published',
      'form_template_updated',
      'form_template_unpublished',
      'form_template_deleted',
    ]);
    expect(entries[0]).toMatchObject({ actor_name: 'Ana Torres (demo)', actor_role: 'admin' });
    const updated = entries.find((entry: { action: string }) => entry.action === 'form_template_updated');
    expect(updated.before).toMatchObject({ version: 1, published_version: 1 });
    expect(updated.after).toMatchObject({ version: 2, published_version: 1 });
    const connections = (await call('GET', '/api/admin/audit?entity=tramite&limit=100'))
      .json()
      .entries.filter(
        (entry: { entity_id: string; action: string }) => entry.entity_id === String(tramite.id),
      );
    expect(connections.map((entry: { action: string }) => entry.action)).toContain('form_connected');
  });
});
