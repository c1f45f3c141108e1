import { tramitePriceHeadline } from '../catalog/price-headline.ts';
import { plural } from '../format/format.ts';

/*
 * What a public page tells search engines and link previews (WhatsApp, Facebook, X): its description,
 * Open Graph and Twitter tags, canonical URL and social image (issue 26). The server writes them into
 * the prerendered HTML (the web's entry-server), since crawlers run no JavaScript. Free of zod: the web's
 * server entry imports it.
 */

export const SITE_NAME = 'Trámites MX';
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

const SITE_DESCRIPTION =
  'Gestoría en línea para trámites en México: actas, licencias, pasaportes, SAT y más. Cotiza, sube tus documentos y sigue tu trámite con un gestor.';

/** The procedure page's URL (the choice of issue 26: a page of its own, shareable, prerendered). */
export const tramiteInfoPath = (tramiteId: number) => `/tramite-info/${tramiteId}`;
export const categoryPath = (categoryId: number) => `/categoria/${categoryId}`;

/** What a social image shows: the brand is always there; the rest depends on the page. */
export interface SocialCard {
  /** Small line above the title: the category of a procedure, or the site's promise. */
  kicker: string;
  title: string;
  /** The price of a procedure ("Total estimado $1,850.00"), or a category's count of procedures. */
  detail: string | null;
}

/** Where a social image is served; `v` changes with what it shows, so a preview cached elsewhere updates. */
export type SocialImageTarget =
  | { kind: 'sitio' }
  | { kind: 'categoria'; id: number }
  | { kind: 'tramite'; id: number };

export function socialImagePath(target: SocialImageTarget, card: SocialCard): string {
  const file = target.kind === 'sitio' ? '/og/sitio.png' : `/og/${target.kind}/${target.id}.png`;
  return `${file}?v=${socialCardVersion(card)}`;
}

/** A short, stable fingerprint of a card (FNV-1a): the image's version, and the server's cache key. */
export function socialCardVersion(card: SocialCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([card.kicker, card.title, card.detail])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

interface CategoryLike {
  id: number;
  name: string;
  description: string;
  tramite_count?: number;
}

type TramiteLike = Parameters<typeof tramitePriceHeadline>[0] & {
  id: number;
  name: string;
  description: string;
  estimated_time_days: number;
  dependencia: string | null;
};

export const SITE_CARD: SocialCard = {
  kicker: 'Gestoría de trámites en México',
  title: 'Tus trámites, sin filas y con un gestor que te acompaña',
  detail: 'Cotiza en línea y sigue tu trámite',
};

export function categorySocialCard(category: CategoryLike): SocialCard {
  const count = category.tramite_count;
  return {
    kicker: 'Categoría de trámites',
    title: category.name,
    detail: count ? `${count} ${plural(count, 'trámite disponible', 'trámites disponibles')}` : null,
  };
}

/** The price as the catalogue shows it in a list: "Total estimado $1,850.00", "Desde $900.00", … */
export function tramitePriceLine(tramite: TramiteLike): string {
  const headline = tramitePriceHeadline(tramite);
  return headline.caption ? `${headline.caption}: ${headline.label}` : headline.label;
}

export function tramiteSocialCard(tramite: TramiteLike, category: { name: string }): SocialCard {
  return { kicker: category.name, title: tramite.name, detail: tramitePriceLine(tramite) };
}

/** Everything a public page's head says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path (`/categoria/3`): made absolute with the site's public URL. */
  path: string;
  image: { path: string; alt: string };
  type: 'website' | 'article';
}

/** A description fits in a preview (about 160 characters), cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

export function homeMeta(): PageMeta {
  return {
    title: `${SITE_NAME} — Gestoría de trámites en México`,
    description: SITE_DESCRIPTION,
    path: '/',
    image: { path: socialImagePath({ kind: 'sitio' }, SITE_CARD), alt: `${SITE_NAME}: ${SITE_CARD.title}` },
    type: 'website',
  };
}

export function categoriasMeta(): PageMeta {
  return {
    title: `Categorías de trámites · ${SITE_NAME}`,
    description:
      'Las categorías de trámites que gestionamos en México: registro civil, pasaportes, licencias, SAT, IMSS, notariales y más. Elige la tuya y cotiza en línea.',
    path: '/categorias',
    image: { path: socialImagePath({ kind: 'sitio' }, SITE_CARD), alt: `${SITE_NAME}: ${SITE_CARD.title}` },
    type: 'website',
  };
}

export function categoryMeta(category: CategoryLike): PageMeta {
  const card = categorySocialCard(category);
  return {
    title: `${category.name} · ${SITE_NAME}`,
    description: shortDescription(
      `${category.description} Cotiza en línea y sigue tu trámite con un gestor.`,
    ),
    path: categoryPath(category.id),
    image: {
      path: socialImagePath({ kind: 'categoria', id: category.id }, card),
      alt: `${SITE_NAME}: ${category.name}`,
    },
    type: 'website',
  };
}

export function tramiteMeta(tramite: TramiteLike, category: { name: string }): PageMeta {
  const card = tramiteSocialCard(tramite, category);
  const days = `${tramite.estimated_time_days} ${plural(tramite.estimated_time_days, 'día', 'días')}`;
  return {
    title: `${tramite.name} · ${SITE_NAME}`,
    description: shortDescription(
      `${tramitePriceLine(tramite)} · ${days}. ${tramite.description}${tramite.dependencia ? ` (${tramite.dependencia})` : ''}`,
    ),
    path: tramiteInfoPath(tramite.id),
    image: {
      path: socialImagePath({ kind: 'tramite', id: tramite.id }, card),
      alt: `${tramite.name}: ${card.detail}`,
    },
    type: 'website',
  };
}

export function legalMeta(page: 'privacidad' | 'terminos'): PageMeta {
  const isPrivacy = page === 'privacidad';
  return {
    title: `${isPrivacy ? 'Aviso de privacidad' : 'Términos y condiciones'} · ${SITE_NAME}`,
    description: isPrivacy
      ? 'Aviso de privacidad de Trámites MX: qué datos tratamos, para qué, cuánto tiempo los conservamos y cómo ejercer tus derechos ARCO.'
      : 'Términos y condiciones de la gestoría Trámites MX: cotizaciones, pagos, documentos y entrega de tus trámites.',
    path: `/${page}`,
    image: { path: socialImagePath({ kind: 'sitio' }, SITE_CARD), alt: `${SITE_NAME}: ${SITE_CARD.title}` },
    type: 'article',
  };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The head tags of a page: `siteUrl` is the deployment's public URL (PUBLIC_URL, no trailing slash), since
 * previews and canonical links need absolute URLs.
 */
export function renderHeadTags(meta: PageMeta, siteUrl: string): string {
  const url = `${siteUrl}${meta.path}`;
  const image = `${siteUrl}${meta.image.path}`;
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', 'es_MX'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SOCIAL_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SOCIAL_IMAGE_HEIGHT)],
    ['property', 'og:image:alt', meta.image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', meta.image.alt],
  ];
  return [
    ...tags.map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`,
    ),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
  ].join('\n    ');
}
