import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let cliente: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newCategory = async (name: string) => {
  const response = await call('POST', '/api/admin/categories/advanced', { name, icon: 'Car', color: 'rose' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; display_order: number };
};

const newTramite = async (categoryId: number, patch: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/admin/tramites', {
    name: '  Permiso de prueba  ',
    category_id: categoryId,
    price_type: 'fijo',
    fixed_price: '1250.50',
    estimated_time_days: 10,
    required_documents: 'INE vigente\n\n  Comprobante de domicilio  \nCURP\n',
    ...patch,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; required_documents: string[]; display_order: number };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
  cliente = await loginAs(t.app, 'cliente@demo.mx');
});
afterAll(() => t.close());

describe('categories', () => {
  it('creates with the spec defaults and validates with its messages', async () => {
    const created = await call('POST', '/api/admin/categories', { name: 'Trámites vehiculares locales' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      estimated_procedures: 1,
      is_visible: true,
      is_active: true,
      specialization_required: false,
      icon: 'FileText',
      color: 'blue',
      tramite_count: 0,
    });
    const blank = await call('POST', '/api/admin/categories', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toContainEqual({ field: 'name', message: 'El nombre es requerido' });
    for (const estimated_procedures of [0, 101, 2.5]) {
      const bad = await call('POST', '/api/admin/categories', { name: 'X', estimated_procedures });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toBe('Los trámites estimados deben estar entre 1 y 100');
    }
    expect((await call('POST', '/api/admin/categories', { name: 'X', color: 'magenta' })).statusCode).toBe(
      422,
    );
    expect((await call('POST', '/api/admin/categories', { name: 'X', icon: 'Rocket' })).statusCode).toBe(422);
  });

  it('shows a change on the public catalogue at the next request, hidden ones disappear', async () => {
    const category = await newCategory('Categoría pública nueva');
    await newTramite(category.id);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(listed.map((row: { id: number }) => row.id)).toContain(category.id);
    const hidden = await call('PUT', `/api/admin/categories/${category.id}/advanced`, { is_visible: false });
    expect(hidden.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(after.map((row: { id: number }) => row.id)).not.toContain(category.id);
    const detailed = (await call('GET', '/api/admin/categories/detailed')).json();
    expect(detailed.find((row: { id: number }) => row.id === category.id)).toMatchObject({
      is_visible: false,
    });
  });

  it('keeps a category off the public catalogue until it has an active procedure (404 like an unknown one)', async () => {
    const publicIds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/categories' }))
        .json()
        .map((row: { id: number }) => row.id);
    const publicStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const category = await newCategory('Categoría sin trámites todavía');
    expect(await publicIds()).not.toContain(category.id);
    expect(await publicStatus(`/api/categories/${category.id}`)).toBe(404);
    expect(await publicStatus(`/api/categories/${category.id}/tramites`)).toBe(404);
    // The back office still lists it, with no active procedure.
    const detailed = (await call('GET', '/api/admin/categories/detailed')).json();
    expect(detailed.find((row: { id: number }) => row.id === category.id)).toMatchObject({
      tramite_count: 0,
    });

    const tramite = await newTramite(category.id);
    expect(await publicIds()).toContain(category.id);
    expect(await publicStatus(`/api/categories/${category.id}`)).toBe(200);
    expect(await publicStatus(`/api/categories/${category.id}/tramites`)).toBe(200);

    // Archived (it has a request): the category has no active procedure again and leaves the catalogue.
    expect(
      (await call('POST', '/api/tramites/request', { tramite_type_id: tramite.id }, cliente)).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/api/admin/tramites/${tramite.id}`)).json()).toMatchObject({
      outcome: 'archived',
    });
    expect(await publicIds()).not.toContain(category.id);
    expect(await publicStatus(`/api/categories/${category.id}`)).toBe(404);

    // Restored: back at once.
    expect((await call('PUT', `/api/admin/tramites/${tramite.id}/restore`)).statusCode).toBe(200);
    expect(await publicIds()).toContain(category.id);

    // A procedure nobody requested, deleted: the category it leaves empty disappears too.
    const other = await newCategory('Categoría con uno que se borra');
    const lone = await newTramite(other.id, { name: 'Único' });
    expect(await publicIds()).toContain(other.id);
    expect((await call('DELETE', `/api/admin/tramites/${lone.id}`)).json()).toMatchObject({
      outcome: 'deleted',
    });
    expect(await publicIds()).not.toContain(other.id);
  });

  it('refuses to delete a category that has procedures (409 with the reason), deletes an empty one', async () => {
    const category = await newCategory('Con trámites');
    await newTramite(category.id);
    const refused = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('tiene 1 trámite');
    const empty = await newCategory('Vacía');
    expect((await call('DELETE', `/api/admin/categories/${empty.id}/advanced`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('reorders in one call, and refuses a list with an unknown or repeated id writing nothing', async () => {
    const a = await newCategory('Orden A');
    const b = await newCategory('Orden B');
    const saved = await call('PUT', '/api/admin/categories/reorder', [
      { id: a.id, order: 900 },
      { id: b.id, order: 899 },
    ]);
    expect(saved.statusCode).toBe(200);
    const ids = (await call('GET', '/api/admin/categories/detailed'))
      .json()
      .map((row: { id: number }) => row.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const repeated = await call('PUT', '/api/admin/categories/reorder', [
      { id: a.id, order: 1 },
      { id: a.id, order: 2 },
    ]);
    expect(repeated.statusCode).toBe(422);
    const unknown = await call('PUT', '/api/admin/categories/reorder', {
      items: [
        { id: a.id, order: 1 },
        { id: 2_000_000, order: 2 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    const unchanged = (await call('GET', '/api/admin/categories/detailed')).json();
    expect(unchanged.find((row: { id: number }) => row.id === a.id).display_order).toBe(900);
    // One call per category, as the old panel did: PUT /admin/categories/{id} with display_order.
    expect(
      (await call('PUT', `/api/admin/categories/${a.id}`, { display_order: 5 })).json().display_order,
    ).toBe(5);
  });
});

describe('procedures', () => {
  it('creates with trimmed name, one document per line, and the price shown only for fijo', async () => {
    const category = await newCategory('Trámites creados');
    const tramite = await newTramite(category.id);
    expect(tramite.name).toBe('Permiso de prueba');
    expect(tramite.required_documents).toEqual(['INE vigente', 'Comprobante de domicilio', 'CURP']);
    const publicList = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}/tramites` })
    ).json();
    expect(publicList).toEqual([expect.objectContaining({ id: tramite.id, fixed_price: 1250.5 })]);
    const variable = await call('PUT', `/api/admin/tramites/${tramite.id}`, { price_type: 'variable' });
    expect(variable.json().fixed_price).toBeNull();
  });

  it('keeps a variable price\'s "desde" minimum, shows it publicly, and drops it when the price turns fixed', async () => {
    const category = await newCategory('Trámites desde');
    const created = await call('POST', '/api/admin/tramites', {
      name: 'Con mínimo',
      category_id: category.id,
      price_type: 'variable',
      price_from: '1500',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ price_from: 1500, fixed_price: null });
    const publicRead = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}/tramites` })).json()[0];
    expect(await publicRead()).toMatchObject({ id: created.json().id, price_from: 1500 });
    const cleared = await call('PUT', `/api/admin/tramites/${created.json().id}`, { price_from: '' });
    expect(cleared.json().price_from).toBeNull();
    await call('PUT', `/api/admin/tramites/${created.json().id}`, { price_from: '900.50' });
    const fixed = await call('PUT', `/api/admin/tramites/${created.json().id}`, {
      price_type: 'fijo',
      fixed_price: '700',
    });
    expect(fixed.json()).toMatchObject({ price_from: null, fixed_price: 700 });
    // A fixed procedure refuses a minimum sent alone, as one it would never show.
    const onFixed = await call('PUT', `/api/admin/tramites/${created.json().id}`, { price_from: '100' });
    expect(onFixed.statusCode).toBe(422);
    expect(onFixed.json().errors).toContainEqual({
      field: 'price_from',
      message: 'Solo un trámite con precio variable lleva precio «desde»',
    });
    expect(await publicRead()).toMatchObject({ price_type: 'fijo', price_from: null });
  });

  it.each([
    [{ name: '  ' }, 'name', 'El nombre del trámite es requerido'],
    [{ category_id: undefined }, 'category_id', 'Selecciona una categoría'],
    [
      { fixed_price: '-1' },
      'fixed_price',
      'El monto debe ser un número mayor o igual a 0 con máximo 2 decimales',
    ],
    [{ fixed_price: '' }, 'fixed_price', 'Indica el precio fijo del trámite'],
    [{ price_from: '500' }, 'price_from', 'Solo un trámite con precio variable lleva precio «desde»'],
    [
      { price_type: 'variable', fixed_price: null, price_from: '0' },
      'price_from',
      'El precio «desde» debe ser mayor a 0',
    ],
    [
      { price_type: 'variable', fixed_price: null, price_from: '-5' },
      'price_from',
      'El monto debe ser un número mayor o igual a 0 con máximo 2 decimales',
    ],
    [
      { estimated_time_days: 0 },
      'estimated_time_days',
      'Los días estimados deben ser un número entero entre 1 y 365',
    ],
    [
      { estimated_time_days: 366 },
      'estimated_time_days',
      'Los días estimados deben ser un número entero entre 1 y 365',
    ],
  ])('validates %o', async (patch, field, message) => {
    const [category] = (await call('GET', '/api/admin/categories/detailed')).json();
    const response = await call('POST', '/api/admin/tramites', {
      name: 'Válido',
      category_id: category.id,
      price_type: 'fijo',
      fixed_price: '100',
      ...patch,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('archives a procedure with requests instead of deleting it, and deletes one without', async () => {
    const category = await newCategory('Para archivar');
    const used = await newTramite(category.id);
    const unused = await newTramite(category.id, { name: 'Sin solicitudes' });
    const request = await call('POST', '/api/tramites/request', { tramite_type_id: used.id }, cliente);
    expect(request.statusCode).toBe(201);
    const archived = await call('DELETE', `/api/admin/tramites/${used.id}`);
    expect(archived.json()).toMatchObject({ outcome: 'archived' });
    const publicList = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}/tramites` })
    ).json();
    expect(publicList.map((row: { id: number }) => row.id)).not.toContain(used.id);
    // Hidden from new requests, kept for the one that exists.
    expect(
      (await call('POST', '/api/tramites/request', { tramite_type_id: used.id }, cliente)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/solicitudes/${request.json().id}/complete`, undefined, cliente)).statusCode,
    ).toBe(200);
    const all = (
      await call('GET', `/api/admin/tramites?category_id=${category.id}&include_archived=true`)
    ).json();
    expect(all.find((row: { id: number }) => row.id === used.id)).toMatchObject({
      is_active: false,
      requests_count: 1,
    });
    expect((await call('DELETE', `/api/admin/tramites/${unused.id}`)).json()).toMatchObject({
      outcome: 'deleted',
    });
    expect((await call('PUT', `/api/admin/tramites/${used.id}/restore`)).json().is_active).toBe(true);
  });

  it('reorders only within the selected category', async () => {
    const first = await newCategory('Reorden uno');
    const second = await newCategory('Reorden dos');
    const a = await newTramite(first.id, { name: 'A' });
    const b = await newTramite(first.id, { name: 'B' });
    const c = await newTramite(second.id, { name: 'C' });
    const saved = await call('PUT', `/api/admin/categories/${first.id}/tramites/reorder`, [
      { id: b.id, order: 1 },
      { id: a.id, order: 2 },
    ]);
    expect(saved.json()).toEqual({ message: 'Orden de trámites guardado' });
    const publicList = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${first.id}/tramites` })
    ).json();
    expect(publicList.map((row: { name: string }) => row.name)).toEqual(['B', 'A']);
    const across = await call('PUT', `/api/admin/categories/${first.id}/tramites/reorder`, [
      { id: a.id, order: 1 },
      { id: c.id, order: 2 },
    ]);
    expect(across.statusCode).toBe(409);
    expect(across.json().detail).toBe('Solo puedes reordenar trámites dentro de la misma categoría');
  });

  it('changes category only without active requests, to the end of the destination', async () => {
    const from = await newCategory('Origen');
    const to = await newCategory('Destino');
    await newTramite(to.id, { name: 'Ya estaba' });
    const free = await newTramite(from.id, { name: 'Libre' });
    const busy = await newTramite(from.id, { name: 'Ocupado' });
    await call('POST', '/api/tramites/request', { tramite_type_id: busy.id }, cliente);
    const missing = await call('PUT', `/api/admin/tramites/${free.id}/change-category`);
    expect(missing.json().errors[0]).toEqual({
      field: 'new_category_id',
      message: 'Selecciona una categoría de destino',
    });
    const same = await call(
      'PUT',
      `/api/admin/tramites/${free.id}/change-category?new_category_id=${from.id}`,
    );
    expect(same.statusCode).toBe(422);
    const blocked = await call(
      'PUT',
      `/api/admin/tramites/${busy.id}/change-category?new_category_id=${to.id}`,
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toContain('1 solicitud activa');
    const moved = await call(
      'PUT',
      `/api/admin/tramites/${free.id}/change-category?new_category_id=${to.id}`,
    );
    expect(moved.json().message).toBe('Trámite movido a "Destino"');
    const destination = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${to.id}/tramites` })
    ).json();
    expect(destination.map((row: { name: string }) => row.name)).toEqual(['Ya estaba', 'Libre']);
  });
});

describe('who may', () => {
  it('answers 403 to cliente and gestor, 401 without a session, on every catalogue admin call', async () => {
    const gestor = await loginAs(t.app, 'gestor@demo.mx');
    const other = await registerUser(t.app);
    for (const token of [cliente, gestor, other.token]) {
      expect((await call('GET', '/api/admin/categories/detailed', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/tramites', {}, token)).statusCode).toBe(403);
      const withMinimum = { price_type: 'variable', price_from: '100' };
      expect((await call('PUT', '/api/admin/tramites/1', withMinimum, token)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: {} })).statusCode,
    ).toBe(401);
  });
});
