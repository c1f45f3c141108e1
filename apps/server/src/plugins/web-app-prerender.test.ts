import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PrerenderEntry } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';
import { createPageCache } from './web-app.ts';

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

// The same prerenderer, noting each page it renders: which pages a server makes and keeps.
const countingEntry = (entry: string) => `
import { createPrerenderer as create } from ${JSON.stringify(pathToFileURL(entry).href)};
export const rendered = [];
export function createPrerenderer(build) {
  const prerenderer = create(build);
  return { ...prerenderer, render: (page, data) => (rendered.push(page), prerenderer.render(page, data)) };
}
`;

let t: TestApp;
let distDir: string;
let admin: string;
/** The path of every page the server had rendered, in order. */
let rendered: string[];

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-dist-'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  await writeFile(path.join(distDir, '.vite', 'page-preloads.json'), JSON.stringify(pagePreloads));
  const entry = path.join(distDir, 'counting-entry.mjs');
  await writeFile(entry, countingEntry(ssrEntry));
  ({ rendered } = await import(pathToFileURL(entry).href));
  t = await createTestApp({ webDistDir: distDir, webSsrEntry: entry });
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

/** Each URL answers `status` with the app shell as it is (the browser renders that page); returns the answers. */
async function expectShell(urls: string[], status: number) {
  const responses = [];
  for (const url of urls) {
    const response = await page(url);
    expect(response.statusCode, url).toBe(status);
    expect(response.body, url).toBe(shell);
    responses.push(response);
  }
  return responses;
}

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

  it('/categoria/{id} carries the category and its trámites; other spellings get the app shell', async () => {
    const [first] = await categories();
    const tramites = (
      await t.app.inject({ method: 'GET', url: `/api/categories/${first!.id}/tramites` })
    ).json() as { name: string }[];
    const html = (await page(`/categoria/${first!.id}`)).body;
    expect(html).toContain(`${first!.name}</h1>`);
    for (const { name } of tramites) {
      expect(html).toContain(name.replaceAll('&', '&amp;'));
    }
    await expectShell([`/categoria/0${first!.id}`, `/categoria/${first!.id}?tramite=1`], 200);
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

describe('unknown pages and the bound on cached pages', () => {
  it('answers 404 with the app shell for a path no route matches and for an unknown category', async () => {
    // Still the app: the browser renders its 'Página no encontrada' (or 'Categoría no encontrada').
    const notFound = await expectShell(
      [
        '/esta-pagina-no-existe',
        '/categoria/9999',
        '/categoria/9999?tramite=1',
        '/categoria/abc',
        '/categoria/0',
        '/categoria/99999999999',
        '/solicitud',
      ],
      404,
    );
    for (const response of notFound) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // Never "not modified": a 404 is not a version of the shell (RFC 9110 13.2.1).
    const etag = String((await page('/login')).headers.etag);
    expect((await page('/no-existe', { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('keeps 200 for the public pages and for the pages the browser resolves', async () => {
    const [first] = await categories();
    for (const url of ['/', '/categorias', `/categoria/${first!.id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toBe(shell);
    }
    await expectShell(
      [
        '/solicitud/6f1c1b2e-8f0a-4c43-9a56-0e1c2d3b4a5f',
        '/tramite/6f1c1b2e-8f0a-4c43-9a56-0e1c2d3b4a5f/documentos',
        '/solicitudes?status=en_proceso',
        '/admin',
        '/gestor',
        '/gestor-avanzado',
        '/dashboard',
        '/login',
        '/register',
        '/categorias/',
        '/CATEGORIAS',
      ],
      200,
    );
  });

  it('//acc-x is not a home page rendered and kept for that URL', async () => {
    const home = (await page('/')).body;
    expect(home).not.toBe(shell);
    await expectShell(['//acc-x', '//acc-x/', '//localhost/', '//categorias'], 404);
  });

  it('renders only the real routes, whatever URLs are asked', async () => {
    const list = await categories();
    const routes = new Set(['/', '/categorias', ...list.map(({ id }) => `/categoria/${id}`)]);
    for (let index = 0; index < 100; index++) {
      const random = Math.random().toString(36).slice(2);
      for (const url of [`//acc-${random}`, `/${random}`, `/?${random}`, `/categorias/?${random}`]) {
        expect((await page(url)).body, url).toBe(shell);
      }
    }
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((renderedPage) => !routes.has(renderedPage))).toEqual([]);
  });

  it('keeps at most one page per real route, whatever URLs are asked', async () => {
    const list = await categories();
    const publicConfig = (await t.app.inject({ method: 'GET', url: '/api/config/public' })).json();
    const cache = createPageCache(
      async () =>
        ((await import(ssrEntry)) as PrerenderEntry).createPrerenderer({
          template: shell,
          pagePreloads,
        }),
      { catalog: t.app.catalog, publicConfig },
    );
    const id = list[0]!.id;
    const tricks = (random: string) => [
      `//acc-${random}`,
      `/${random}`,
      `/?${random}`,
      `/categorias?${random}`,
      `/categorias/?${random}`,
      `/categoria/${id}?tramite=${random}`,
      `/categoria/${'0'.repeat(1 + (random.length % 4))}${id}`,
      `/categoria/${id}/`,
      `/CATEGORIA/${id}`,
      `/categori%61s`,
      `/categoria/${100_000 + random.length * 7919}`,
      `//categoria/${id}`,
    ];
    for (let index = 0; index < 40; index++) {
      const random = Math.random()
        .toString(36)
        .slice(2, 2 + (index % 9) + 1);
      for (const url of tricks(random)) {
        await cache.answer(url);
      }
    }
    expect(cache.size).toBe(0);
    for (const url of ['/', '/categorias', ...list.map(({ id }) => `/categoria/${id}`)]) {
      expect((await cache.answer(url)).file, url).not.toBeNull();
      await cache.answer(url);
    }
    expect(cache.size).toBe(list.length + 2);
  });

  it('warm() makes every public page ahead, once: the first visitor is answered from memory', async () => {
    const list = await categories();
    const publicConfig = (await t.app.inject({ method: 'GET', url: '/api/config/public' })).json();
    const made: string[] = [];
    const cache = createPageCache(
      async () => {
        const prerenderer = ((await import(ssrEntry)) as PrerenderEntry).createPrerenderer({
          template: shell,
          pagePreloads,
        });
        return {
          ...prerenderer,
          render: (page, data) => {
            made.push(page);
            return prerenderer.render(page, data);
          },
        };
      },
      { catalog: t.app.catalog, publicConfig },
    );
    await cache.warm();
    const publicPages = ['/', '/categorias', ...list.map(({ id }) => `/categoria/${id}`)];
    expect(made.sort()).toEqual([...publicPages].sort());
    for (const url of publicPages) {
      expect((await cache.answer(url)).file, url).not.toBeNull();
    }
    expect(made).toHaveLength(publicPages.length);
  });

  it('answers the demo-only pages with 404 outside demo mode, and with the shell in demo mode', async () => {
    const demoPages = ['/test-login', '/api-test', '/test'];
    await expectShell(demoPages, 200);
    const publicConfig = (await t.app.inject({ method: 'GET', url: '/api/config/public' })).json();
    const outsideDemo = createPageCache(
      async () =>
        ((await import(ssrEntry)) as PrerenderEntry).createPrerenderer({ template: shell, pagePreloads }),
      { catalog: t.app.catalog, publicConfig: { ...publicConfig, demo_mode: false } },
    );
    for (const url of demoPages) {
      expect((await outsideDemo.answer(url)).status, url).toBe(404);
    }
    expect((await outsideDemo.answer('/login')).status).toBe(200);
  });

  it('a category hidden after its page was made answers 404, and its page is dropped', async () => {
    const list = await categories();
    const last = list.at(-1)!;
    expect((await page(`/categoria/${last.id}`)).statusCode).toBe(200);
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${last.id}`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const response = await page(`/categoria/${last.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(shell);
  });
});
