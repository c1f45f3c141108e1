import type { Category, Tramite } from '../catalog/schemas.ts';
import type { PrivacyNoticeInfo } from '../privacy/consent-schemas.ts';
import type { PublicConfig } from './schemas.ts';

/*
 * The contract between the server and the web's prerenderer (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr` and loaded by the server): the public pages are served with their content in the
 * HTML, rendered from the server's in-memory catalogue.
 */

/** The public data a page may show, as the API serves it. `null`: no such category (not prerendered). */
export interface PrerenderData {
  listCategories(): Promise<Category[]>;
  getCategory(categoryId: number): Promise<Category | null>;
  listTramites(categoryId: number): Promise<Tramite[] | null>;
  /** An active procedure of a visible category (its page, /tramite-info/{id}); null otherwise. */
  getTramite(tramiteId: number): Promise<Tramite | null>;
  publicConfig: PublicConfig;
  /**
   * The site's public URL (PUBLIC_URL, no trailing slash): the canonical link, Open Graph and Twitter tags
   * need absolute URLs. Without it a page carries none of them.
   */
  siteUrl?: string;
  /** What /privacidad and /terminos show of the deployment (GET /api/privacy/notice); without it they are not prerendered. */
  privacyNotice?: PrivacyNoticeInfo;
}

/** The files of the web build the prerenderer writes into its pages. */
export interface PrerenderBuild {
  /** The built `index.html`: the document every page starts from. */
  template: string;
  /** `.vite/page-preloads.json`: the chunks each page module needs (`src/app/routes/…` → `assets/…`). */
  pagePreloads: Record<string, string[]>;
}

/**
 * What the web's router makes of a request's URL (its path as sent, with any query string): the server
 * answers from it, so the routes the app knows are listed once, in the web's route table.
 */
export type PageRoute =
  /** No route of the app matches (the router shows 'Página no encontrada'), or a category id that cannot be one: 404. */
  | { notFound: true }
  | {
      notFound: false;
      /**
       * The public page to send prerendered, by its one canonical path (`/`, `/categorias`,
       * `/categoria/7`), which is also its cache key; null for every other URL: the app shell.
       */
      page: string | null;
      /** The category a `/categoria/{id}` URL shows: a 404 unless it exists. */
      categoryId?: number;
      /** The procedure a `/tramite-info/{id}` URL shows: a 404 unless it is active and public. */
      tramiteId?: number;
      /** A debug or test page (`/test`, …): a 404 outside demo mode, as the browser shows it. */
      demoOnly?: boolean;
    };

export interface Prerenderer {
  route(url: string): PageRoute;
  /** The whole HTML document of a public page (a `page` of `route`), or null when it has no content. */
  render(page: string, data: PrerenderData): Promise<string | null>;
}

/** What the SSR entry exports. */
export interface PrerenderEntry {
  createPrerenderer(build: PrerenderBuild): Prerenderer;
}
