import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

const SITE = 'https://tramites.example.mx';

let t: TestApp;
let admin: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });
const get = (url: string) => t.app.inject({ method: 'GET', url });

const newCategory = async (name: string) => {
  const response = await call('POST', '/api/admin/categories/advanced', { name, icon: 'Car', color: 'teal' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};
const newTramite = async (categoryId: number, name: string) => {
  const response = await call('POST', '/api/admin/tramites', {
    name,
    category_id: categoryId,
    price_type: 'fijo',
    fixed_price: '1160.00',
    government_fee: '500.00',
    estimated_time_days: 10,
    required_documents: 'INE vigente',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

/** The `<loc>` of every URL the sitemap lists. */
const sitemapUrls = async () => {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
};

/** Width and height from a PNG's IHDR chunk (right after the 8-byte signature and the chunk's header). */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SITE });
  admin = await loginAs(t.app, 'admin@demo.mx');
});
afterAll(() => t.close());

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the signed-in areas and /api, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/dashboard', '/cuenta', '/admin', '/gestor', '/solicitud', '/tramite/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // The procedure pages stay open: no rule is a prefix of /tramite-info/.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const open of [
      '/tramite-info/1',
      '/categoria/1',
      '/categorias',
      '/privacidad',
      '/terminos',
      '/og/sitio.png',
    ]) {
      expect(
        disallowed.filter((prefix) => open.startsWith(prefix)),
        open,
      ).toEqual([]);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every public page with absolute URLs: each active category and procedure, none inactive', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = await sitemapUrls();
    for (const page of ['/', '/categorias', '/privacidad', '/terminos']) {
      expect(urls).toContain(`${SITE}${page}`);
    }
    const categories = (await get('/api/categories')).json() as { id: number }[];
    expect(categories.length).toBeGreaterThan(5);
    let procedures = 0;
    for (const category of categories) {
      expect(urls).toContain(`${SITE}/categoria/${category.id}`);
      const tramites = (await get(`/api/categories/${category.id}/tramites`)).json() as { id: number }[];
      for (const tramite of tramites) {
        expect(urls).toContain(`${SITE}/tramite-info/${tramite.id}`);
        procedures++;
      }
    }
    // Nothing else: no signed-in page, no demo page.
    expect(urls).toHaveLength(4 + categories.length + procedures);
    expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
  });

  it('drops a procedure once removed and a category (with its procedures) once hidden', async () => {
    const category = await newCategory('Categoría del mapa');
    const kept = await newTramite(category.id, 'Trámite que se queda');
    const removed = await newTramite(category.id, 'Trámite que se va');
    let urls = await sitemapUrls();
    expect(urls).toContain(`${SITE}/categoria/${category.id}`);
    expect(urls).toContain(`${SITE}/tramite-info/${removed.id}`);

    expect((await call('DELETE', `/api/admin/tramites/${removed.id}`)).statusCode).toBe(200);
    urls = await sitemapUrls();
    expect(urls).toContain(`${SITE}/tramite-info/${kept.id}`);
    expect(urls).not.toContain(`${SITE}/tramite-info/${removed.id}`);
    expect((await get(`/api/tramites/${removed.id}`)).statusCode).toBe(404);

    const hidden = await call('PUT', `/api/admin/categories/${category.id}/advanced`, { is_visible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    urls = await sitemapUrls();
    expect(urls).not.toContain(`${SITE}/categoria/${category.id}`);
    expect(urls).not.toContain(`${SITE}/tramite-info/${kept.id}`);
    // Its procedure is no longer public either.
    expect((await get(`/api/tramites/${kept.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/tramites/{id}', () => {
  it('answers an active procedure as its category lists it, with an ETag; 404 unknown, 422 not an id', async () => {
    const [category] = (await get('/api/categories')).json() as { id: number }[];
    const [listed] = (await get(`/api/categories/${category!.id}/tramites`)).json() as { id: number }[];
    const response = await get(`/api/tramites/${listed!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(listed);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tramites/${listed!.id}`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/tramites/99999999')).json()).toMatchObject({ detail: 'Trámite no encontrado' });
    expect((await get('/api/tramites/99999999')).statusCode).toBe(404);
    expect((await get('/api/tramites/abc')).statusCode).toBe(422);
  });
});

describe('social images', () => {
  it('answers a 1200×630 PNG for the site, a category and a procedure, cached; 404 for an unknown one', async () => {
    const [category] = (await get('/api/categories')).json() as { id: number }[];
    const [tramite] = (await get(`/api/categories/${category!.id}/tramites`)).json() as { id: number }[];
    for (const url of [
      '/og/sitio.png',
      `/og/categoria/${category!.id}.png`,
      `/og/tramite/${tramite!.id}.png?v=x`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      // Made once: the same bytes, and 304 to its ETag.
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': response.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await get('/og/tramite/99999999.png')).statusCode).toBe(404);
    expect((await get('/og/categoria/99999999.png')).statusCode).toBe(404);
  }, 30_000);
});
