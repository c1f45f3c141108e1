import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('records every back-office change with who, before → after and why', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearer(admin),
      payload: { name: 'Auditada' },
    });
    const id = created.json().id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${id}`,
      headers: bearer(admin),
      payload: { name: 'Auditada y renombrada' },
    });
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(admin),
      payload: { is_active: false, reason: 'Cuenta duplicada' },
    });

    const categories = (await get('/api/admin/audit?entity=category')).json();
    const rename = categories.entries.find(
      (entry: { entity_id: string; action: string }) =>
        entry.entity_id === String(id) && entry.action === 'category_updated',
    );
    expect(rename).toMatchObject({
      entity: 'category',
      actor_name: 'Ana Torres (demo)',
      actor_role: 'admin',
      before: expect.objectContaining({ name: 'Auditada' }),
      after: expect.objectContaining({ name: 'Auditada y renombrada' }),
    });
    const users = (await get('/api/admin/audit?entity=user')).json();
    expect(users.entries[0]).toMatchObject({
      entity_id: user.id,
      action: 'user_updated',
      reason: 'Cuenta duplicada',
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
    });
    expect(JSON.stringify(users.entries)).not.toContain('passwordHash');
  });

  it('includes the request events, and filters by actor and date', async () => {
    const requests = (await get('/api/admin/audit?entity=request&limit=5')).json();
    expect(requests.total).toBeGreaterThan(0);
    expect(requests.entries[0].entity).toBe('request');
    // Staff call a case by its folio (issue 20): every request entry carries it, the others none.
    for (const entry of requests.entries) {
      expect(entry.folio).toMatch(/^TMX-\d{4}-\d{6}$/);
    }
    const categoryEntries = (await get('/api/admin/audit?entity=category&limit=5')).json().entries;
    expect(categoryEntries.length).toBeGreaterThan(0);
    expect(categoryEntries.every((entry: { folio: unknown }) => entry.folio === null)).toBe(true);
    const all = (await get('/api/admin/audit?limit=100')).json();
    // The demo data's published form adds form_template and tramite (its connection) entries.
    expect([...new Set(all.entries.map((entry: { entity: string }) => entry.entity))]).toEqual(
      expect.arrayContaining(['category', 'user', 'request']),
    );
    const byActor = (await get('/api/admin/audit?actor=Ana%20Torres&entity=category')).json();
    expect(byActor.total).toBeGreaterThan(0);
    expect((await get('/api/admin/audit?actor=nadie-con-ese-nombre')).json().total).toBe(0);
    expect((await get('/api/admin/audit?from=2001-01-01&to=2001-12-31')).json().total).toBe(0);
    expect((await get('/api/admin/audit?from=2020-13-45')).statusCode).toBe(422);
  });

  it('is for admins only', async () => {
    const cliente = await loginAs(t.app, 'cliente@demo.mx');
    const gestor = await loginAs(t.app, 'gestor@demo.mx');
    expect((await get('/api/admin/audit', cliente)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', gestor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
