import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { signInStaff } from '../../test/staff-sign-in.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

// Outside demo mode: no sample data, so every figure below is known from what this file creates.
let t: TestApp;
let admin: string;

async function createRequest(token: string, tramiteId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(token),
    payload: { tramite_type_id: tramiteId, description: 'Prueba del panel' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ demoMode: false });
  await t.app.db.insert(users).values({
    name: 'Admin Prueba',
    email: 'admin@prueba.mx',
    role: 'admin',
    isApproved: true,
    passwordHash: await hashPassword('secreta123'),
  });
  // Outside demo mode an admin signs in through a longer password and the two-step sign-in (issue 23).
  ({ token: admin } = await signInStaff(t.app, 'admin@prueba.mx', 'secreta123'));
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard/stats', () => {
  it('counts exactly what exists, and lists the five most recent requests newest first', async () => {
    const variable = (await tramitesWithoutForm(t.app.db)).find((row) => row.priceType === 'variable');
    const ana = await registerUser(t.app, { name: 'Ana' });
    const beto = await registerUser(t.app, { name: 'Beto' });
    await registerUser(t.app, { role: 'gestor', name: 'Gestor pendiente' });
    const ids: string[] = [];
    for (const client of [ana, beto, ana, beto, ana, beto]) {
      ids.push(await createRequest(client.token, variable!.id));
    }
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/tramites/${ids[0]}/status`,
      headers: bearer(ana.token),
      payload: { status: 'cancelado' },
    });
    expect(cancel.statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      total_categories: 17,
      total_requests: 6,
      pending_quotations: 5,
      completed_tramites: 0,
      active_clients: 2,
      total_gestores: 1,
      gestores_pendientes_aprobacion: 1,
      pending_documents: 0,
    });
    expect(stats.total_tramites).toBeGreaterThanOrEqual(97);
    expect(stats.recent_requests.map((row: { id: string }) => row.id)).toEqual(ids.slice(1).reverse());
    expect(stats.recent_requests[0]).toMatchObject({ client_name: 'Beto', status: 'cotizacion_solicitada' });
  });

  it('is for admins only', async () => {
    const cliente = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      headers: bearer(cliente.token),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats' })).statusCode).toBe(401);
  });
});
