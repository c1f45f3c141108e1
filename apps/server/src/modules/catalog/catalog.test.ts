import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, tramiteRequests, tramites } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/index.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public catalogue', () => {
  it('lists the 17 seeded categories in display order with the spec fields', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(17);
    expect(list.map((c: { display_order: number }) => c.display_order)).toEqual(
      [...list.map((c: { display_order: number }) => c.display_order)].sort((a, b) => a - b),
    );
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'active_requests_count',
        'color',
        'completion_rate',
        'description',
        'display_order',
        'estimated_procedures',
        'icon',
        'id',
        'is_active',
        'is_visible',
        'name',
        'specialization_required',
        'tramite_count',
      ].sort(),
    );
  });

  it('holds at least 97 real procedures with their ficha fields', async () => {
    const list = (await get('/api/categories')).json() as { id: number; tramite_count: number }[];
    expect(list.reduce((sum, c) => sum + c.tramite_count, 0)).toBeGreaterThanOrEqual(97);
    const first = (await get(`/api/categories/${list[0]!.id}/tramites`)).json();
    expect(first.length).toBeGreaterThan(0);
    for (const tramite of first) {
      expect(tramite.dependencia).not.toBe('');
      expect(tramite.fundamento_juridico).not.toBe('');
      expect(['en_linea', 'presencial', 'cita_previa']).toContain(tramite.modalidad);
      expect(tramite.required_documents.length).toBeGreaterThan(0);
      if (tramite.price_type === 'fijo') {
        expect(tramite.fixed_price).toEqual(expect.any(Number));
      } else {
        expect(tramite.fixed_price).toBeNull();
      }
    }
  });

  it('seeding again never duplicates, nor brings back what an admin deleted', async () => {
    await seedCatalog(t.app.db);
    const list = (await get('/api/categories')).json();
    expect(list).toHaveLength(17);
    const all = await t.app.db.select({ id: tramites.id, slug: tramites.slug }).from(tramites);
    await seedCatalog(t.app.db);
    expect(await t.app.db.select({ id: tramites.id }).from(tramites)).toHaveLength(all.length);
    // After the first start the catalogue is the admins': a deleted procedure stays deleted.
    const used = new Set(
      (await t.app.db.select({ id: tramiteRequests.tramiteId }).from(tramiteRequests)).map((row) => row.id),
    );
    const unused = all.find((row) => !used.has(row.id))!;
    await t.app.db.delete(tramites).where(eq(tramites.id, unused.id));
    await seedCatalog(t.app.db);
    const after = await t.app.db.select({ slug: tramites.slug }).from(tramites);
    expect(after).toHaveLength(all.length - 1);
    expect(after.map((row) => row.slug)).not.toContain(unused.slug);
  });

  it('returns one category, 404 in Spanish for an unknown one, 422 for a bad id', async () => {
    const [first] = (await get('/api/categories')).json();
    expect((await get(`/api/categories/${first.id}`)).json()).toMatchObject({
      id: first.id,
      name: first.name,
    });
    const missing = await get('/api/categories/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Categoria no encontrada');
    expect((await get('/api/categories/99999/tramites')).statusCode).toBe(404);
    const bad = await get('/api/categories/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Identificador inválido');
    // Beyond PostgreSQL's integer: no such category, and never a database error.
    for (const url of ['/api/categories/2147483648', '/api/categories/2147483648/tramites']) {
      const huge = await get(url);
      expect(huge.statusCode, url).toBe(422);
      expect(huge.json().detail).toBe('Identificador inválido');
    }
  });

  it('sends the cached body compressed once: brotli to browsers, gzip to clients without it', async () => {
    const plain = await get('/api/categories');
    const browser = await get('/api/categories', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('accept-encoding');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString('utf8'))).toEqual(plain.json());

    const zipped = await get('/api/categories', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // A client that refuses brotli by quality gets gzip; one that accepts neither gets the JSON as is.
    const noBrotli = await get('/api/categories', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Each encoding is its own representation, with its own ETag.
    const etags = new Set([plain.headers.etag, browser.headers.etag, zipped.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await get('/api/categories', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': browser.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await get('/api/categories');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/api/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('hides invisible or inactive categories once the cache is invalidated', async () => {
    const [first] = (await get('/api/categories')).json();
    await t.app.db.update(categories).set({ isVisible: false }).where(eq(categories.id, first.id));
    t.app.catalog.invalidate();
    const list = (await get('/api/categories')).json();
    expect(list).toHaveLength(16);
    expect((await get(`/api/categories/${first.id}`)).statusCode).toBe(404);
    await t.app.db
      .update(categories)
      .set({ isVisible: true, isActive: false })
      .where(eq(categories.id, first.id));
    t.app.catalog.invalidate();
    expect((await get('/api/categories')).json()).toHaveLength(16);
    await t.app.db.update(categories).set({ isActive: true }).where(eq(categories.id, first.id));
    t.app.catalog.invalidate();
    expect((await get('/api/categories')).json()).toHaveLength(17);
  });

  it('serves stale data until invalidated, then the change (the cache is real)', async () => {
    const [first] = (await get('/api/categories')).json();
    await t.app.db.update(categories).set({ name: 'Nombre cambiado' }).where(eq(categories.id, first.id));
    expect((await get('/api/categories')).json()[0].name).toBe(first.name);
    t.app.catalog.invalidate();
    expect((await get('/api/categories')).json()[0].name).toBe('Nombre cambiado');
  });
});

describe('system routes', () => {
  it('reports health with the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const response = await get('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Recurso no encontrado');
  });

  it('serves the OpenAPI document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/categories/{id}/tramites']));
  });

  it('exposes Prometheus metrics with per-route request durations, to METRICS_TOKEN or an admin only', async () => {
    const scraper = await createTestApp({ metricsToken: 'scrape-token-0123456789' });
    try {
      const metrics = (headers: Record<string, string>) =>
        scraper.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect((await metrics({})).statusCode).toBe(401);
      expect((await metrics({ authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
      const cliente = await loginAs(scraper.app, 'cliente@demo.mx');
      expect((await metrics({ authorization: `Bearer ${cliente}` })).statusCode).toBe(403);
      const admin = await loginAs(scraper.app, 'admin@demo.mx');
      expect((await metrics({ authorization: `Bearer ${admin}` })).statusCode).toBe(200);
      expect((await metrics({ authorization: 'Bearer scrape-token-0123456789' })).statusCode).toBe(200);
    } finally {
      await scraper.close();
    }
    await get('/api/categories');
    await get('/api/categories/99999');
    await get('/api/no-existe/12345');
    const admin = await loginAs(t.app, 'admin@demo.mx');
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    for (const series of [
      'method="GET",route="/api/categories",status="200"',
      'method="GET",route="/api/categories/:id",status="404"',
    ]) {
      expect(response.body).toContain(`tramites_http_request_duration_seconds_count{${series}}`);
    }
    // A URL no route matches is counted under one bounded label, never the URL itself: 'no_route' for
    // Fastify's not-found handler, or the web app's catch-all '/*' when a web build is being served.
    expect(response.body).toMatch(
      /tramites_http_request_duration_seconds_count\{method="GET",route="(no_route|\/\*)",status="404"\}/,
    );
    expect(response.body).not.toContain('no-existe');
    expect(response.body).toContain('tramites_process_resident_memory_bytes');
  });

  it('sets security headers and a request id', async () => {
    const response = await get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('demo mode', () => {
  it('exposes the test endpoints in demo mode', async () => {
    expect((await get('/api/test/connection')).statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/test/create-users' });
    expect(created.json().users).toHaveLength(3);
  });

  it('seeds sample requests in every status, with payments', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.mx', password: 'demo1234' },
      })
    ).json().token;
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/solicitudes/enriched?limit=100',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    // Every status but pago_procesado, which a payment always moves on from at once.
    const requestStatuses = new Set(list.solicitudes.map((row: { status: string }) => row.status));
    expect(requestStatuses.size).toBe(10);
    expect(requestStatuses.has('pago_procesado')).toBe(false);
    expect(
      new Set(list.solicitudes.map((row: { gestor_nombre: string }) => row.gestor_nombre)).size,
    ).toBeGreaterThan(1);
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(stats.total_spent).toBeGreaterThan(0);
    const documents = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/documents/all',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const statuses = new Set(documents.documents.map((row: { status: string }) => row.status));
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
  });

  it('has no demo accounts nor test endpoints outside demo mode', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/test/connection' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'POST', url: '/api/test/create-users' })).statusCode).toBe(404);
      const login = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cliente@demo.mx', password: 'demo1234' },
      });
      expect(login.statusCode).toBe(401);
      expect((await prod.app.inject({ method: 'GET', url: '/api/config/public' })).json().demo_mode).toBe(
        false,
      );
    } finally {
      await prod.close();
    }
  });
});
