import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  SITE_NAME,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  type SocialCard,
  socialCardVersion,
} from '@tramites/shared';
import { type CachedResource, etagOf } from '../../lib/http-cache.ts';

/*
 * The 1200×630 PNG a shared link shows (og:image, issue 26): the brand, the page's name and, for a procedure,
 * its price. Laid out by satori (to SVG, text as paths in Inter from @fontsource, read from the package) and
 * drawn by resvg. Both load on the first image asked for, never at start (they weigh tens of MB), and each
 * image is made once per content: kept per page until what it shows changes.
 */

/** The URLs carry the content's version (`?v=`), so a day of caching is safe; the ETag does the rest. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const BRAND = { dark: '#042820', deep: '#0c5544', base: '#0b6b54', light: '#a7f3d6', accent: '#f59e0b' };

/** The favicon's mark (apps/web/public/favicon.svg), drawn at the size of the brand line. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/><path d="M18 20h28v6H35v20h-6V26H18z" fill="#0b6b54"/><circle cx="46" cy="44" r="5" fill="#f59e0b"/></svg>',
).toString('base64')}`;

interface Renderer {
  toPng(card: SocialCard, siteHost: string): Promise<Buffer>;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: object = {}): Node => ({
  type,
  props: { style, children, ...props },
});

const PADDING_X = 72;
const PADDING_Y = 56;
const CONTENT_WIDTH = SOCIAL_IMAGE_WIDTH - 2 * PADDING_X;

/** A long name gets a smaller size, so up to three lines fit. */
const titleSize = (title: string) => (title.length <= 40 ? 72 : title.length <= 80 ? 58 : 46);

function layout(card: SocialCard, siteHost: string): Node {
  // Satori adds padding to a 100% box: the margin of an inner box of the exact size keeps all inside.
  const content = el(
    'div',
    {
      width: CONTENT_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT - 2 * PADDING_Y,
      margin: `${PADDING_Y}px ${PADDING_X}px`,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el('img', { width: 64, height: 64 }, undefined, { src: LOGO, width: 64, height: 64 }),
        el('div', { fontSize: 40, fontWeight: 700 }, SITE_NAME),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 20, width: CONTENT_WIDTH }, [
        el('div', { fontSize: 32, color: BRAND.light, fontWeight: 400 }, card.kicker),
        el(
          'div',
          {
            width: CONTENT_WIDTH,
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.12,
            lineClamp: 3,
          },
          card.title,
        ),
      ]),
      el(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 24,
          width: CONTENT_WIDTH,
        },
        [
          card.detail
            ? el(
                'div',
                {
                  display: 'flex',
                  padding: '14px 28px',
                  borderRadius: 999,
                  backgroundColor: BRAND.accent,
                  color: BRAND.dark,
                  fontSize: 34,
                  fontWeight: 700,
                },
                card.detail,
              )
            : el('div', { display: 'flex' }),
          el('div', { fontSize: 28, color: BRAND.light }, siteHost),
        ],
      ),
    ],
  );
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      color: '#ffffff',
      backgroundColor: BRAND.deep,
      backgroundImage: `linear-gradient(135deg, ${BRAND.base} 0%, ${BRAND.deep} 55%, ${BRAND.dark} 100%)`,
      fontFamily: 'Inter',
    },
    [content],
  );
}

async function loadRenderer(): Promise<Renderer> {
  const require = createRequire(import.meta.url);
  const [{ default: satori }, { Resvg }, regular, bold] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]);
  const fonts = [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
  return {
    async toPng(card, siteHost) {
      const svg = await satori(layout(card, siteHost) as Parameters<typeof satori>[0], {
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        fonts,
      });
      return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_IMAGE_WIDTH } }).render().asPng();
    },
  };
}

/**
 * The social images of one server. `key` names the page (`tramite:12`): one image is kept per page, made
 * again when its card changes, so memory is bounded by the catalogue. Images are made one at a time: a burst
 * of first requests after a deploy costs CPU in turn, not memory all at once.
 */
export function createSocialImages(siteUrl: string) {
  const siteHost = new URL(siteUrl).host;
  let renderer: Promise<Renderer> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const images = new Map<string, { version: string; image: Promise<CachedResource> }>();

  const make = (card: SocialCard): Promise<CachedResource> => {
    const turn = queue.then(async () => {
      renderer ??= loadRenderer().catch((error: unknown) => {
        renderer = undefined;
        throw error;
      });
      const body = await (await renderer).toPng(card, siteHost);
      return {
        contentType: 'image/png',
        cacheControl: IMAGE_CACHE_CONTROL,
        variants: { identity: { body, etag: etagOf(body) } },
      } satisfies CachedResource;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  return {
    image(key: string, card: SocialCard): Promise<CachedResource> {
      const version = socialCardVersion(card);
      const kept = images.get(key);
      if (kept?.version === version) {
        return kept.image;
      }
      const image = make(card);
      images.set(key, { version, image });
      // A failed render is tried again on the next request.
      image.catch(() => {
        if (images.get(key)?.image === image) {
          images.delete(key);
        }
      });
      return image;
    },
    /** Whether the renderer was loaded (it must not be at start: idle memory). */
    get isLoaded() {
      return renderer !== undefined;
    },
  };
}

export type SocialImages = ReturnType<typeof createSocialImages>;
