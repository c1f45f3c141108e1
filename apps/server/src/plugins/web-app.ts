import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import { MSG } from '@tramites/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Encoding = 'br' | 'gzip' | 'identity';

interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** The file as built and its build-time twins (`.br`, `.gz`), each with its own strong ETag. */
  variants: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite names every file under /assets/ by its content: a changed file is a new URL, so cache it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell must be revalidated every time (ETag → 304): it names the current assets. */
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash('sha1').update(body).digest('base64url')}${suffix}"`;

/** Reads the whole build once: a few hundred KB of text, served from memory like nginx would from cache. */
function loadBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(distDir, { withFileTypes: true, recursive: true }).filter((entry) =>
    entry.isFile(),
  );
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (/\.(br|gz)$/.test(full)) {
      continue;
    }
    const urlPath = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
    const body = readFileSync(full);
    const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body, '') } };
    for (const [encoding, extension, suffix] of [
      ['br', '.br', '-br'],
      ['gzip', '.gz', '-gz'],
    ] as const) {
      if (existsSync(full + extension)) {
        const compressed = readFileSync(full + extension);
        variants[encoding] = { body: compressed, etag: etagOf(body, suffix) };
      }
    }
    files.set(urlPath, {
      contentType: CONTENT_TYPES[path.extname(full)] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/')
        ? IMMUTABLE
        : urlPath === '/index.html'
          ? REVALIDATE
          : SHORT,
      variants,
    });
  }
  return files;
}

/**
 * Serves the built web app from memory: the best precompressed twin the browser accepts, immutable
 * caching for hashed assets, ETag revalidation for the app shell, which is also the answer for every
 * client-side route. /api and /assets never fall back to it: a missing file is a 404.
 * A rebuild needs a restart (npm start rebuilds, then starts).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const files = loadBuild(options.distDir);
    const shell = files.get('/index.html');
    if (!shell) {
      return;
    }
    const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

    const send = (request: FastifyRequest, reply: FastifyReply, file: StaticFile) => {
      const accepted = negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
      const encoding = file.variants[accepted] ? accepted : 'identity';
      const variant = file.variants[encoding]!;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', file.cacheControl)
        .header('etag', variant.etag);
      if (file.variants.br || file.variants.gzip) {
        reply.header('vary', 'accept-encoding');
      }
      if (request.headers['if-none-match'] === variant.etag) {
        return reply.status(304).send();
      }
      if (encoding !== 'identity') {
        reply.header('content-encoding', encoding);
      }
      return reply.send(variant.body);
    };

    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      const file = files.get(pathname);
      if (file) {
        return send(request, reply, file);
      }
      // Unknown API paths and missing build files (an old chunk after a redeploy) are 404s, not the shell.
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
        return reply.status(404).send({ detail: MSG.noEncontrado, code: 'not_found' });
      }
      return send(request, reply, shell);
    });
  },
  { name: 'web-app' },
);
