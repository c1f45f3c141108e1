import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

// The web's real prerenderer (its source: Vitest compiles it as Vite builds it) on a small build: a shell
// as Vite writes it and the list of a page's chunks.
const ssrEntry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const shell = [
  '<!doctype html><html lang="es"><head><title>Trámites MX</title>',
  '<script type="module" crossorigin src="/assets/index-Entry1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/start-App1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const pagePreloads = {
  'src/app/routes/catalog/categorias-page.tsx': ['assets/categorias-page-Page1.js', 'assets/card-Card1.js'],
};

let t: TestApp;
let distDir: string;
let admin: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-dist-'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  await writeFile(path.join(distDir, '.vite', 'page-preloads.json'), JSON.stringify(pagePreloads));
  t = await createTestApp({ webDistDir: distDir, webSsrEntry: ssrEntry });
  admin = await loginAs(t.app, 'admin@demo.mx');
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
const categories = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as { id: number; name: string }[];

/** The query cache a prerendered page carries for hydration. */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script type="application\/json" id="prerender-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'prerender state').toBeDefined();
  return JSON.parse(json!).queries;
}

describe('the prerendered public pages', () => {
  it('/categorias carries every category name, its title and the data React hydrates with', async () => {
    const response = await page('/categorias');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const list = await categories();
    expect(list.length).toBeGreaterThan(5);
    for (const { name } of list) {
      expect(html).toContain(`>${name}</h2>`);
    }
    expect(html).toContain('<title>Categorías de trámites · Trámites MX</title>');
    expect(html).not.toContain('<title>Trámites MX</title>');
    const cached = stateOf(html).queries.find((query) => query.queryKey.join() === 'categories');
    expect(cached?.state.data).toEqual(list);
    // The scripts wait for the first paint: listed for main.tsx, none fetched by the head.
    expect(html).toMatch(
      /data-preload="\/assets\/start-App1\.js \/assets\/categorias-page-Page1\.js \/assets\/card-Card1\.js"/,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Entry1.js">',
    );
  });

  it('/categoria/{id} carries the category and its trámites; an unknown one gets the app shell', async () => {
    const [first] = await categories();
    const tramites = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${first!.id}/tramites` })
    ).json() as { name: string }[];
    const html = (await page(`/categoria/${first!.id}`)).body;
    expect(html).toContain(`${first!.name}</h1>`);
    for (const { name } of tramites) {
      expect(html).toContain(name.replaceAll('&', '&amp;'));
    }
    for (const url of [
      '/categoria/999999',
      `/categoria/0${first!.id}`,
      `/categoria/${first!.id}?tramite=1`,
    ]) {
      expect((await page(url)).body, url).toBe(shell);
    }
  });

  it('/ shows the categories too; the other routes keep the app shell', async () => {
    const [first] = await categories();
    expect((await page('/')).body).toContain(first!.name);
    for (const url of ['/login', '/dashboard', '/categorias?utm_source=x']) {
      const response = await page(url);
      expect(response.body, url).toBe(shell);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to its ETag, sends its brotli twin, and is made again after an admin edits a category', async () => {
    const [first] = await categories();
    const before = await page('/categorias');
    const etag = String(before.headers.etag);
    expect((await page('/categorias', { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await page('/categorias', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');

    const renamed = 'Trámites renombrados por la administración';
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${first!.id}`,
      headers: bearer(admin),
      payload: { name: renamed },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await page('/categorias', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain(`>${renamed}</h2>`);
    expect(after.body).not.toContain(`>${first!.name}</h2>`);
    expect((await page(`/categoria/${first!.id}`)).body).toContain(`${renamed}</h1>`);
    // Unchanged catalogue: the same page, the same validator.
    expect((await page('/categorias')).headers.etag).toBe(after.headers.etag);
  });
});
