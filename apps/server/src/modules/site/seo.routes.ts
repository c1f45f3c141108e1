import {
  type Category,
  categoryPath,
  categorySocialCard,
  IntIdSchema,
  SITE_CARD,
  type Tramite,
  tramiteInfoPath,
  tramiteSocialCard,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CachedJson,
  type CachedResource,
  contentVersionOf,
  etagOf,
  sendCached,
} from '../../lib/http-cache.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { createSocialImages } from './social-image.ts';

/*
 * What search engines and link previews read at the site's root (issue 26): /robots.txt, /sitemap.xml and
 * the social images (/og/…). Registered outside /api: robots.txt keeps crawlers out of /api, and the
 * images must stay reachable to them.
 */

/** The public pages that are not the catalogue's (the catalogue's are listed from it). */
const FIXED_PUBLIC_PAGES = ['/', '/categorias', '/privacidad', '/terminos'];

/**
 * Signed-in areas, single-use links and the API: nothing there for a search engine. `/tramite/` (a
 * request's documents) keeps its slash so that `/tramite-info/` stays open.
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/dashboard',
  '/improved-dashboard',
  '/cuenta',
  '/admin',
  '/gestor',
  '/solicitud',
  '/tramite/',
  '/login',
  '/register',
  '/recuperar',
  '/restablecer',
  '/verificar-correo',
];
/** The debug pages exist only in demo mode (404 otherwise). */
const DEMO_PREFIXES = ['/test', '/new-login', '/api-test', '/standalone-login', '/complete-test'];

export function robotsTxt(siteUrl: string, demoMode: boolean): string {
  const disallowed = demoMode ? [...PRIVATE_PREFIXES, ...DEMO_PREFIXES] : PRIVATE_PREFIXES;
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function sitemapXml(siteUrl: string, pagePaths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pagePaths.map((pagePath) => `  <url><loc>${escapeXml(`${siteUrl}${pagePath}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

const textResource = (text: string, contentType: string): CachedResource => {
  const body = Buffer.from(text);
  return {
    contentType,
    cacheControl: 'public, max-age=3600',
    variants: { identity: { body, etag: etagOf(body) } },
  };
};

const ImageParams = z.object({ id: IntIdSchema });
const PngResponse = {
  200: z.any().meta({ type: 'string', format: 'binary', description: 'Imagen PNG de 1200×630' }),
};

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl, demoMode } = app.config;
  const robots = textResource(robotsTxt(publicUrl, demoMode), 'text/plain; charset=utf-8');
  const images = createSocialImages(publicUrl);

  /** The sitemap, made again only when a catalogue answer it was made from changes. */
  let sitemap: { versions: string; resource: CachedResource } | undefined;
  const currentSitemap = async (): Promise<CachedResource> => {
    const categoriesAnswer = await app.catalog.listCategories();
    const categories = JSON.parse(categoriesAnswer.json) as Category[];
    // A category hidden between the two reads is left out, not an error.
    const lists = await Promise.all(
      categories.map((category) => app.catalog.listTramites(category.id).catch(() => null)),
    );
    const answers = [categoriesAnswer, ...lists].filter((answer): answer is CachedJson => answer !== null);
    const versions = answers.map(contentVersionOf).join(',');
    if (sitemap?.versions !== versions) {
      const pagePaths = [
        ...FIXED_PUBLIC_PAGES,
        ...categories.flatMap((category, index) => [
          categoryPath(category.id),
          ...((lists[index] ? JSON.parse(lists[index].json) : []) as Tramite[]).map((tramite) =>
            tramiteInfoPath(tramite.id),
          ),
        ]),
      ];
      sitemap = {
        versions,
        resource: textResource(sitemapXml(publicUrl, pagePaths), 'application/xml; charset=utf-8'),
      };
    }
    return sitemap.resource;
  };

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['sitio'],
        summary: 'robots.txt',
        description:
          'Permite las páginas públicas, excluye las áreas con sesión y /api, y nombra el sitemap.',
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => sendCached(request, reply, robots),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['sitio'],
        summary: 'Mapa del sitio',
        description:
          'Cada página pública con su URL absoluta (PUBLIC_URL): inicio, categorías, cada categoría y cada ' +
          'trámite activos, aviso de privacidad y términos.',
        produces: ['application/xml'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => sendCached(request, reply, await currentSitemap()),
  );

  app.get(
    '/og/sitio.png',
    {
      schema: {
        tags: ['sitio'],
        summary: 'Imagen para compartir el sitio',
        produces: ['image/png'],
        response: PngResponse,
      },
    },
    async (request, reply) => sendCached(request, reply, await images.image('sitio', SITE_CARD)),
  );

  app.get(
    '/og/categoria/:id.png',
    {
      schema: {
        tags: ['sitio'],
        summary: 'Imagen para compartir una categoría',
        params: ImageParams,
        produces: ['image/png'],
        response: { ...PngResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const category = JSON.parse((await app.catalog.getCategory(request.params.id)).json) as Category;
      const image = await images.image(`categoria:${category.id}`, categorySocialCard(category));
      return sendCached(request, reply, image);
    },
  );

  app.get(
    '/og/tramite/:id.png',
    {
      schema: {
        tags: ['sitio'],
        summary: 'Imagen para compartir un trámite',
        description: 'El nombre del trámite, su categoría y su precio como lo muestra el catálogo.',
        params: ImageParams,
        produces: ['image/png'],
        response: { ...PngResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const tramite = JSON.parse((await app.catalog.getPublicTramite(request.params.id)).json) as Tramite;
      const category = JSON.parse((await app.catalog.getCategory(tramite.category_id)).json) as Category;
      const image = await images.image(`tramite:${tramite.id}`, tramiteSocialCard(tramite, category));
      return sendCached(request, reply, image);
    },
  );
};
