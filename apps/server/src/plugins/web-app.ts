import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  MSG,
  type PrerenderData,
  type PrerenderEntry,
  type Prerenderer,
  type PublicConfig,
} from '@tramites/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import {
  type CachedJson,
  type CachedResource,
  contentVersionOf,
  ETAG_SUFFIX,
  etagOf,
  sendCached,
  withCompressedTwins,
} from '../lib/http-cache.ts';

/** A built file: as built, with its build-time twins (`.br`, `.gz`), each with its own strong ETag. */
type StaticFile = CachedResource;

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
/** The app shell and the prerendered pages are revalidated every time (ETag → 304): they name the assets. */
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
/** Build metadata for the server (`.vite/page-preloads.json`), never served. */
const METADATA_DIR = '.vite';
const PAGE_PRELOADS = path.join(METADATA_DIR, 'page-preloads.json');

/** Reads the whole build once: a few hundred KB of text, served from memory like nginx would from cache. */
function loadBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(distDir, { withFileTypes: true, recursive: true }).filter((entry) =>
    entry.isFile(),
  );
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, full);
    if (/\.(br|gz)$/.test(full) || relative.startsWith(`${METADATA_DIR}${path.sep}`)) {
      continue;
    }
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    const body = readFileSync(full);
    const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body) } };
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (existsSync(full + extension)) {
        const compressed = readFileSync(full + extension);
        variants[encoding] = { body: compressed, etag: etagOf(body, ETAG_SUFFIX[encoding]) };
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

/** A prerendered page as a file: compressed once per render, off the event loop, like the build does. */
const htmlFile = (html: string): Promise<StaticFile> =>
  withCompressedTwins(Buffer.from(html), { contentType: CONTENT_TYPES['.html']!, cacheControl: REVALIDATE });

/** The public catalogue, from the server's in-memory cache (a missing category rejects with a 404). */
export interface PublicCatalog {
  listCategories(): Promise<CachedJson>;
  getCategory(categoryId: number): Promise<CachedJson>;
  listTramites(categoryId: number): Promise<CachedJson>;
  /** An active procedure of a visible category (a hidden, archived or unknown one rejects with a 404). */
  getPublicTramite(tramiteId: number): Promise<CachedJson>;
}

export interface PrerenderOptions {
  /** The web's SSR entry: `apps/web/dist-ssr/entry-server.js` (or its source, in tests). */
  entry: string;
  catalog: PublicCatalog;
  publicConfig: PublicConfig;
  /** PUBLIC_URL: the absolute URLs of each page's canonical link and preview tags (issue 26). */
  siteUrl?: string;
  /** /privacidad and /terminos (issue 25): fixed while the server runs, so those pages never go stale. */
  privacyNotice?: PrerenderData['privacyNotice'];
}

/** What the server sends for a page of the web app: 404 when the app has no such page. */
export interface PageAnswer {
  status: 200 | 404;
  /** The prerendered page, or null for the app shell (which renders the page, or 'Página no encontrada'). */
  file: StaticFile | null;
}

const NOT_FOUND: PageAnswer = { status: 404, file: null };
const SHELL: PageAnswer = { status: 200, file: null };

interface RenderedPage {
  file: StaticFile;
  /** The catalogue answers the page was made from: it is current while each one's ETag is unchanged. */
  sources: { read: () => Promise<CachedJson>; etag: string }[];
}

/**
 * The public pages with their content in the HTML (`/`, `/categorias`, `/categoria/{id}`), made by the
 * web's prerenderer from the catalogue cache. A page is kept until a catalogue answer it used changes
 * (an admin's edit invalidates the catalogue cache; so does the refresh of its request counts every
 * minute, but an unchanged answer keeps its ETag and the page stays), then made again on its next request.
 * Pages are keyed by the canonical path the web's router gives (never the URL as asked, which anyone can
 * vary without end), and only pages that exist are kept: at most one per category, plus `/` and `/categorias`.
 */
export function createPageCache(
  prerenderer: () => Promise<Prerenderer>,
  { catalog, publicConfig, privacyNotice, siteUrl }: Omit<PrerenderOptions, 'entry'>,
) {
  const pages = new Map<string, Promise<RenderedPage | null>>();

  const isCurrent = async (page: RenderedPage) => {
    const etags = await Promise.all(
      page.sources.map(({ read }) =>
        read().then(
          (cached) => contentVersionOf(cached),
          () => null,
        ),
      ),
    );
    return etags.every((etag, index) => etag === page.sources[index]!.etag);
  };

  const render = async (pagePath: string): Promise<RenderedPage | null> => {
    const sources: RenderedPage['sources'] = [];
    const read = async <T>(load: () => Promise<CachedJson>): Promise<T> => {
      const cached = await load();
      sources.push({ read: load, etag: contentVersionOf(cached) });
      return JSON.parse(cached.json) as T;
    };
    const orNullIfMissing = <T>(promise: Promise<T>) =>
      promise.catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          return null;
        }
        throw error;
      });
    const data: PrerenderData = {
      listCategories: () => read(() => catalog.listCategories()),
      getCategory: (id) => orNullIfMissing(read(() => catalog.getCategory(id))),
      listTramites: (id) => orNullIfMissing(read(() => catalog.listTramites(id))),
      getTramite: (id) => orNullIfMissing(read(() => catalog.getPublicTramite(id))),
      siteUrl,
      publicConfig,
      privacyNotice,
    };
    const html = await (await prerenderer()).render(pagePath, data);
    return html === null ? null : { file: await htmlFile(html), sources };
  };

  /** The prerendered page at a canonical `pagePath`, or null when it has no content. */
  const pageAt = async (pagePath: string): Promise<StaticFile | null> => {
    const current = pages.get(pagePath);
    if (current) {
      const page = await current;
      if (page && (await isCurrent(page))) {
        return page.file;
      }
      const latest = pages.get(pagePath);
      if (latest && latest !== current) {
        // Another request is already making it again.
        return (await latest)?.file ?? null;
      }
    }
    const pending = render(pagePath);
    pages.set(pagePath, pending);
    try {
      const page = await pending;
      if (!page) {
        pages.delete(pagePath);
      }
      return page?.file ?? null;
    } catch (error) {
      pages.delete(pagePath);
      throw error;
    }
  };

  /** Whether the public catalogue has this category (hidden and removed ones do not count). */
  const isPublicCategory = (categoryId: number) =>
    catalog.getCategory(categoryId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          return false;
        }
        throw error;
      },
    );

  /** Whether the public catalogue shows this procedure (active, in a visible category). */
  const isPublicTramite = (tramiteId: number) =>
    catalog.getPublicTramite(tramiteId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          return false;
        }
        throw error;
      },
    );

  return {
    /** What to send for a request's URL (as sent: `//x` is a path, not a host). */
    async answer(url: string): Promise<PageAnswer> {
      const route = (await prerenderer()).route(url);
      if (route.notFound || (route.demoOnly && !publicConfig.demo_mode)) {
        return NOT_FOUND;
      }
      if (route.categoryId !== undefined && !(await isPublicCategory(route.categoryId))) {
        // A category removed or hidden since its page was made: the page goes with it.
        if (route.page) {
          pages.delete(route.page);
        }
        return NOT_FOUND;
      }
      if (route.tramiteId !== undefined && !(await isPublicTramite(route.tramiteId))) {
        // Archived, or its category hidden, since its page was made: the page goes with it.
        if (route.page) {
          pages.delete(route.page);
        }
        return NOT_FOUND;
      }
      return route.page ? { status: 200, file: await pageAt(route.page) } : SHELL;
    },
    /**
     * Makes every public page before anyone asks for it, one after another: the first visitors after a
     * start (or a deploy) get a page from memory, not a wait of up to half a second for its render.
     */
    async warm(): Promise<void> {
      const categories = JSON.parse((await catalog.listCategories()).json) as { id: number }[];
      const legal = privacyNotice ? ['/privacidad', '/terminos'] : [];
      for (const url of ['/', '/categorias', ...legal, ...categories.map(({ id }) => `/categoria/${id}`)]) {
        await this.answer(url);
      }
    },
    /** How many pages are kept (or being made): bounded by the catalogue, whatever the URLs asked. */
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Loads the web's SSR entry and gives it the build's shell and page preloads. */
async function loadPrerenderer(entry: string, distDir: string, shell: StaticFile): Promise<Prerenderer> {
  const module = (await import(pathToFileURL(entry).href)) as PrerenderEntry;
  const preloadsFile = path.join(distDir, PAGE_PRELOADS);
  return module.createPrerenderer({
    template: shell.variants.identity!.body.toString('utf8'),
    pagePreloads: existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : {},
  });
}

/**
 * Serves the built web app from memory: the best precompressed twin the browser accepts, immutable
 * caching for hashed assets, ETag revalidation for the app shell, which is also the answer for every
 * client-side route. With `prerender`, the public pages come with their content instead of the empty
 * shell, and a URL the web's router has no page for is the shell with a 404. /api and /assets never fall
 * back to it: a missing file is a 404.
 * A rebuild needs a restart (npm start rebuilds, then starts).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string; prerender?: PrerenderOptions }) => {
    const files = loadBuild(options.distDir);
    const shell = files.get('/index.html');
    if (!shell) {
      return;
    }
    let pageCache: PageCache | null = null;
    if (options.prerender) {
      const { entry, ...source } = options.prerender;
      let loading: Promise<Prerenderer> | undefined;
      const prerenderer = () => {
        loading ??= loadPrerenderer(entry, options.distDir, shell);
        return loading;
      };
      pageCache = createPageCache(prerenderer, source);
      // Loaded once the server listens, in the background (it brings React's server renderer), then the
      // public pages are made: start-up stays fast, and tests that never listen never load it.
      app.addHook('onListen', (done) => {
        prerenderer().then(
          () =>
            pageCache?.warm().catch((error: unknown) => {
              // A page that failed now is made on its first request, as without the warm-up.
              app.log.warn({ err: error }, 'could not prerender the public pages ahead');
            }),
          (error: unknown) => {
            // The site still works without it (every page is the shell): say so, do not stop the server.
            app.log.error({ err: error, entry }, 'could not load the prerenderer');
            pageCache = null;
          },
        );
        done();
      });
    }

    /** Without the prerenderer (no `dist-ssr`, or it failed to load) every page is the shell, with 200. */
    const pageOrShell = async (request: FastifyRequest): Promise<PageAnswer> => {
      if (!pageCache) {
        return SHELL;
      }
      try {
        return await pageCache.answer(request.url);
      } catch (error) {
        // The shell still works: the browser loads the data itself (and shows its own error if it must).
        request.log.error({ err: error }, 'could not prerender the page');
        return SHELL;
      }
    };

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      const file = files.get(pathname);
      if (file) {
        return sendCached(request, reply, file);
      }
      // Unknown API paths and missing build files (an old chunk after a redeploy) are 404s, not the shell.
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
        return reply.status(404).send({ detail: MSG.noEncontrado, code: 'not_found' });
      }
      // An unknown page is still the app (the browser shows 'Página no encontrada'), with the status
      // search engines and link previews read.
      const page = await pageOrShell(request);
      return sendCached(request, reply.status(page.status), page.file ?? shell);
    });
  },
  { name: 'web-app' },
);
