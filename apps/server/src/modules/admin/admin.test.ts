import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard/stats', () => {
  it('gives admins real counts and the five most recent requests', async () => {
    const admin = await loginAs(t.app, 'admin@demo.mx');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/solicitudes/enriched?limit=100',
        headers: bearer(admin),
      })
    ).json();
    expect(stats.total_categories).toBe(17);
    expect(stats.total_tramites).toBeGreaterThanOrEqual(97);
    expect(stats.total_requests).toBe(list.total);
    expect(stats.pending_quotations).toBe(
      list.solicitudes.filter((row: { status: string }) => row.status === 'cotizacion_solicitada').length,
    );
    expect(stats.recent_requests).toHaveLength(5);
    expect(stats.recent_requests[0].id).toBe(list.solicitudes[0].id);
    expect(stats.total_gestores).toBe(2);
  });

  it('is for admins only', async () => {
    for (const email of ['cliente@demo.mx', 'gestor@demo.mx']) {
      const token = await loginAs(t.app, email);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/stats',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats' })).statusCode).toBe(401);
  });
});
