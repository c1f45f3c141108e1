import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A small build as Vite writes it: hashed assets with their compressed twins, the shell, a root file.
let t: TestApp;
let distDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  const shell = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';
  await writeFile(path.join(distDir, 'index.html'), shell);
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(distDir, 'assets', 'index-AbC123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends the best precompressed twin the browser accepts, and varies on it', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Each encoding its own strong validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the app shell with an ETag, for / and every client-side route', async () => {
    const home = await get('/', { 'accept-encoding': 'identity' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<div id="root">');
    const route = await get('/solicitudes?status=en_proceso', { 'accept-encoding': 'identity' });
    expect(route.body).toBe(home.body);
    const again = await get('/categorias', {
      'accept-encoding': 'identity',
      'if-none-match': String(home.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing asset and an unknown API path, never the shell', async () => {
    for (const url of ['/assets/index-Old999.js', '/api/no-existe']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toBe('Recurso no encontrado');
    }
  });

  it('serves root files with a short cache', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
