import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  categoriasMeta,
  categoryMeta,
  homeMeta,
  IntIdSchema,
  legalMeta,
  type PageMeta,
  type PageRoute,
  type PrerenderBuild,
  type PrerenderData,
  type Prerenderer,
  renderHeadTags,
  tramiteMeta,
} from '@tramites/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { prerenderStateScript } from './app/prerender-state.ts';
import { AppProviders } from './app/providers.tsx';
import { DEMO_ONLY, type PageHandle, routes } from './app/router.tsx';
import { paths } from './config/paths.ts';
import { categoriesQueryKey } from './features/catalog/api/get-categories.ts';
import { categoryQueryOptions } from './features/catalog/api/get-category.ts';
import { categoryTramitesQueryOptions } from './features/catalog/api/get-category-tramites.ts';
import { tramiteQueryOptions } from './features/catalog/api/get-tramite.ts';
import { privacyNoticeQueryOptions } from './features/privacy/api/get-privacy-notice.ts';
import { publicConfigQueryOptions } from './lib/public-config.ts';
import { createQueryClient } from './lib/query-client.ts';

/*
 * The server's side of the public pages (`vite build --ssr`, loaded by the server in production):
 * `/`, `/categorias` and `/categoria/{id}` are rendered with the catalogue from the server's cache, so
 * they paint before any JavaScript runs; app/start.tsx hydrates them with the same data. Every other URL
 * gets the app shell and renders in the browser, with a 404 when the router would show 'Página no
 * encontrada' (`route`).
 */

const NOT_FOUND: PageRoute = { notFound: true };

/** React Router decodes each path segment; one it cannot decode matches no page (and it would log it). */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page `url` shows, by the same route table as the browser (so `/CATEGORIAS` and `/categorias/`
 * are pages, `//x` is not). Only the canonical URL of a public page without a query string is
 * prerendered: a query string may change the page (`?tramite=`), and any other spelling would be one
 * more page to render and keep. Every URL a visitor can type maps to at most one of 2 + categories pages.
 */
export function routeOf(url: string): PageRoute {
  // The path as sent: `new URL('//x', base)` would read `x` as a host and give the home page's path.
  const pathname = url.split(/[?#]/, 1)[0]!;
  const hasQuery = pathname.length !== url.length;
  if (!pathname.startsWith('/') || !isDecodable(pathname)) {
    return NOT_FOUND;
  }
  const matches = matchRoutes(routes, pathname);
  const matched = matches?.at(-1);
  if (!matches || !matched || matched.route.path === '*') {
    return NOT_FOUND;
  }
  if (matches.some(({ route }) => route.handle === DEMO_ONLY)) {
    return { notFound: false, page: null, demoOnly: true };
  }
  const canonical = (page: string) => (!hasQuery && pathname === page ? page : null);
  if (matched.route.path === paths.categoria.path) {
    // The category page's own rule for its id (positive, within PostgreSQL's integer); else it shows
    // 'Categoría no encontrada'.
    const id = IntIdSchema.safeParse(matched.params.categoryId);
    return id.success
      ? { notFound: false, page: canonical(paths.categoria.href(id.data)), categoryId: id.data }
      : NOT_FOUND;
  }
  if (matched.route.path === paths.tramiteInfo.path) {
    // A procedure's page (issue 26): like a category's, one canonical URL per id, a 404 unless it is public.
    const id = IntIdSchema.safeParse(matched.params.tramiteId);
    return id.success
      ? { notFound: false, page: canonical(paths.tramiteInfo.href(id.data)), tramiteId: id.data }
      : NOT_FOUND;
  }
  if (matched.route.index) {
    return { notFound: false, page: canonical(paths.home.href()) };
  }
  if (matched.route.path === paths.categorias.path) {
    return { notFound: false, page: canonical(paths.categorias.href()) };
  }
  // The aviso and the terms (issue 25): the text is in the bundle, the deployment's part in PrerenderData.
  if (matched.route.path === paths.privacidad.path || matched.route.path === paths.terminos.path) {
    return { notFound: false, page: canonical(matched.route.path) };
  }
  return { notFound: false, page: null };
}

/**
 * Puts what the page at `pathname` (a canonical page of `routeOf`) shows into the query cache, under
 * the keys its components read. False for a page that is not prerendered, or a category that does not exist.
 */
async function loadPageData(pathname: string, data: PrerenderData, queryClient: QueryClient) {
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, data.publicConfig);
  if (pathname === paths.home.href() || pathname === paths.categorias.href()) {
    queryClient.setQueryData(categoriesQueryKey, await data.listCategories());
    return true;
  }
  if (pathname === paths.privacidad.href() || pathname === paths.terminos.href()) {
    if (!data.privacyNotice) {
      return false;
    }
    queryClient.setQueryData(privacyNoticeQueryOptions().queryKey, data.privacyNotice);
    return true;
  }
  const tramiteId = Number(matchPath(paths.tramiteInfo.path, pathname)?.params.tramiteId);
  if (Number.isInteger(tramiteId) && tramiteId > 0) {
    const tramite = pathname === paths.tramiteInfo.href(tramiteId) ? await data.getTramite(tramiteId) : null;
    const category = tramite ? await data.getCategory(tramite.category_id) : null;
    if (!tramite || !category) {
      return false;
    }
    queryClient.setQueryData(tramiteQueryOptions(tramiteId).queryKey, tramite);
    queryClient.setQueryData(categoryQueryOptions(category.id).queryKey, category);
    return true;
  }
  const categoryId = Number(matchPath(paths.categoria.path, pathname)?.params.categoryId);
  // Only the canonical URL (/categoria/7, not /categoria/07): one page per category.
  if (!Number.isInteger(categoryId) || pathname !== paths.categoria.href(categoryId)) {
    return false;
  }
  const [category, tramites] = await Promise.all([
    data.getCategory(categoryId),
    data.listTramites(categoryId),
  ]);
  if (!category || !tramites) {
    return false;
  }
  queryClient.setQueryData(categoryQueryOptions(categoryId).queryKey, category);
  queryClient.setQueryData(categoryTramitesQueryOptions(categoryId).queryKey, tramites);
  return true;
}

/**
 * What a prerendered page tells search engines and link previews (issue 26), from the data loadPageData
 * put in the query cache: crawlers run no JavaScript, so these tags are only ever written here.
 */
function pageMetaOf(pathname: string, queryClient: QueryClient): PageMeta | null {
  if (pathname === paths.home.href()) {
    return homeMeta();
  }
  if (pathname === paths.categorias.href()) {
    return categoriasMeta();
  }
  if (pathname === paths.privacidad.href() || pathname === paths.terminos.href()) {
    return legalMeta(pathname === paths.privacidad.href() ? 'privacidad' : 'terminos');
  }
  const tramiteId = Number(matchPath(paths.tramiteInfo.path, pathname)?.params.tramiteId);
  if (tramiteId) {
    const tramite = queryClient.getQueryData(tramiteQueryOptions(tramiteId).queryKey);
    const category = tramite && queryClient.getQueryData(categoryQueryOptions(tramite.category_id).queryKey);
    return tramite && category ? tramiteMeta(tramite, category) : null;
  }
  const categoryId = Number(matchPath(paths.categoria.path, pathname)?.params.categoryId);
  const category = categoryId ? queryClient.getQueryData(categoryQueryOptions(categoryId).queryKey) : null;
  return category ? categoryMeta(category) : null;
}

const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The page's own tags in place of the shell's generic description (or at the end of the head). */
function withHeadTags(html: string, tags: string): string {
  return SHELL_DESCRIPTION.test(html)
    ? html.replace(SHELL_DESCRIPTION, () => tags)
    : html.replace('</head>', () => `${tags}</head>`);
}

const TEMPLATE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page is complete without JavaScript, so its scripts wait for its first paint: on a slow
 * network the stylesheet, which the paint needs, then has the bandwidth to itself. The app shell's
 * preload (the app chunk) leaves the head for the list main.tsx preloads right after the paint, with
 * the page's own chunks; the tiny entry script is fetched at low priority.
 */
function deferScripts(template: string): { template: string; preloads: string[] } {
  const preloads = [...template.matchAll(TEMPLATE_PRELOAD)].map((match) => match[1]!);
  return {
    template: template
      .replace(TEMPLATE_PRELOAD, '')
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
    preloads,
  };
}

const LEADING_TITLE = /^<title>.*?<\/title>/s;

export function createPrerenderer({ template, pagePreloads }: PrerenderBuild): Prerenderer {
  if (!template.includes('<div id="root"></div>') || !template.includes('</title>')) {
    throw new Error('index.html no tiene <title> y <div id="root"></div>: no se puede prerenderizar');
  }
  const handler = createStaticHandler(routes);
  const deferred = deferScripts(template);

  return {
    route: routeOf,
    async render(pathname, data) {
      const queryClient = createQueryClient();
      if (!(await loadPageData(pathname, data, queryClient))) {
        return null;
      }
      const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
      if (context instanceof Response || context.statusCode !== 200) {
        return null;
      }
      const appHtml = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </StrictMode>,
      );
      // React puts a page's <title> first; it belongs in the head, in place of the shell's.
      const title = LEADING_TITLE.exec(appHtml)?.[0];
      const body = title ? appHtml.slice(title.length) : appHtml;
      const pageFiles = context.matches.flatMap(({ route }) => {
        const handle = route.handle as PageHandle | undefined;
        return handle ? (pagePreloads[handle.module] ?? []).map((file) => `/${file}`) : [];
      });
      const preloads = [...new Set([...deferred.preloads, ...pageFiles])];
      const state = prerenderStateScript({ queries: dehydrate(queryClient) }, preloads);
      const html = (
        title ? deferred.template.replace(/<title>.*?<\/title>/s, () => title) : deferred.template
      ).replace('<div id="root"></div>', () => `<div id="root">${body}</div>${state}`);
      const meta = data.siteUrl ? pageMetaOf(pathname, queryClient) : null;
      return meta && data.siteUrl ? withHeadTags(html, renderHeadTags(meta, data.siteUrl)) : html;
    },
  };
}
