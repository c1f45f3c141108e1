import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

/*
 * Issue 26: every public page carries, in the HTML the server sends (crawlers and link previews run no
 * JavaScript), its description, Open Graph and Twitter tags, a canonical link and lang="es-MX"; each
 * procedure has its own prerendered page, /tramite-info/{id}, and an unknown or inactive one is a 404.
 */

const SITE = 'https://tramites.example.mx';
const ssrEntry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const shell = [
  '<!doctype html><html lang="es-MX"><head><title>Trámites MX</title>',
  '<meta name="description" content="La descripción genérica del sitio" />',
  '<script type="module" crossorigin src="/assets/index-Entry1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-meta-'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  t = await createTestApp({ webDistDir: distDir, webSsrEntry: ssrEntry, publicUrl: SITE });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const json = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

/** The head's meta tags by name or property, and its canonical link. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (value: string) =>
    value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const meta = new Map<string, string[]>();
  for (const [, , key, content] of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key!, [...(meta.get(key!) ?? []), decode(content!)]);
  }
  const one = (key: string) => {
    expect(meta.get(key), key).toHaveLength(1);
    return meta.get(key)![0]!;
  };
  return {
    one,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
  };
}

/** Every tag a preview needs, with absolute URLs; returns the head to check the page's own words. */
async function expectSharedTags(url: string) {
  const response = await page(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.body).toContain('<html lang="es-MX">');
  const head = headOf(response.body);
  expect(head.canonical).toBe(`${SITE}${url}`);
  expect(head.one('og:url')).toBe(`${SITE}${url}`);
  expect(head.one('og:type')).toMatch(/^(website|article)$/);
  expect(head.one('og:locale')).toBe('es_MX');
  expect(head.one('og:site_name')).toBe('Trámites MX');
  expect(head.one('og:image')).toMatch(new RegExp(`^${SITE}/og/[a-z/0-9]+\\.png\\?v=[a-z0-9]+$`));
  expect(head.one('og:image:width')).toBe('1200');
  expect(head.one('og:image:height')).toBe('630');
  expect(head.one('twitter:card')).toBe('summary_large_image');
  expect(head.one('twitter:image')).toBe(head.one('og:image'));
  expect(head.one('og:title')).toBe(head.one('twitter:title'));
  expect(head.one('og:description')).toBe(head.one('description'));
  expect(head.one('description').length).toBeLessThanOrEqual(160);
  // The shell's generic description is replaced, not repeated.
  expect(response.body).not.toContain('La descripción genérica del sitio');
  // The image named answers a PNG.
  const image = await t.app.inject({ method: 'GET', url: head.one('og:image').slice(SITE.length) });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  return head;
}

describe('meta and Open Graph tags of the public pages', () => {
  it('/ and /categorias', async () => {
    const home = await expectSharedTags('/');
    expect(home.one('og:title')).toBe('Trámites MX — Gestoría de trámites en México');
    expect(home.one('og:image')).toContain('/og/sitio.png');
    const categorias = await expectSharedTags('/categorias');
    expect(categorias.one('og:title')).toBe('Categorías de trámites · Trámites MX');
  }, 30_000);

  it('a category: its name, its description and its own image', async () => {
    const [category] = await json<{ id: number; name: string; description: string }[]>('/api/categories');
    const head = await expectSharedTags(`/categoria/${category!.id}`);
    expect(head.one('og:title')).toBe(`${category!.name} · Trámites MX`);
    expect(head.one('description')).toContain(category!.description.slice(0, 40));
    expect(head.one('og:image')).toContain(`/og/categoria/${category!.id}.png`);
  }, 30_000);

  it('a procedure page: prerendered with its name, price, documents and link back; tags with its price', async () => {
    const [category] = await json<{ id: number; name: string }[]>('/api/categories');
    const tramites = await json<
      { id: number; name: string; price_type: string; fixed_price: number; required_documents: string[] }[]
    >(`/api/categories/${category!.id}/tramites`);
    const tramite = tramites.find((candidate) => candidate.price_type === 'fijo') ?? tramites[0]!;
    const url = `/tramite-info/${tramite.id}`;
    const head = await expectSharedTags(url);
    expect(head.one('og:title')).toBe(`${tramite.name} · Trámites MX`);
    expect(head.title).toBe(`${tramite.name} · Trámites MX`);
    expect(head.one('og:image')).toContain(`/og/tramite/${tramite.id}.png`);
    expect(head.one('description')).toMatch(/\$[\d,]+\.\d{2}|Cotización|Desde/);
    const body = (await page(url)).body;
    expect(body).toContain(`<h1 class="font-bold text-3xl leading-tight sm:text-4xl">${tramite.name}</h1>`);
    for (const document of tramite.required_documents) {
      expect(body).toContain(document);
    }
    expect(body).toContain(`href="/categoria/${category!.id}"`);
    expect(body).toContain('>Solicitar</button>');
  }, 30_000);

  it('the category page links each procedure name to its page', async () => {
    const [category] = await json<{ id: number }[]>('/api/categories');
    const [tramite] = await json<{ id: number }[]>(`/api/categories/${category!.id}/tramites`);
    expect((await page(`/categoria/${category!.id}`)).body).toContain(`href="/tramite-info/${tramite!.id}"`);
  }, 30_000);
});

describe('/tramite-info/{id} that is not a public procedure', () => {
  it('answers 404 (the app shell) for an unknown id, a non-id, and a procedure once archived', async () => {
    for (const url of ['/tramite-info/99999999', '/tramite-info/abc', '/tramite-info/0']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(shell);
    }
    const admin = await loginAs(t.app, 'admin@demo.mx');
    const [category] = await json<{ id: number }[]>('/api/categories');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tramites',
      headers: bearer(admin),
      payload: {
        name: 'Trámite de paso',
        category_id: category!.id,
        price_type: 'variable',
        estimated_time_days: 5,
        required_documents: 'INE',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/tramite-info/${created.json().id}`;
    expect((await page(url)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tramites/${created.json().id}`,
      headers: bearer(admin),
    });
    expect((await page(url)).statusCode).toBe(404);
  }, 30_000);
});
