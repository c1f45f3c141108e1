import type { Category, Tramite } from '../catalog/schemas.ts';
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
  publicConfig: PublicConfig;
}

/** The files of the web build the prerenderer writes into its pages. */
export interface PrerenderBuild {
  /** The built `index.html`: the document every page starts from. */
  template: string;
  /** `.vite/page-preloads.json`: the chunks each page module needs (`src/app/routes/…` → `assets/…`). */
  pagePreloads: Record<string, string[]>;
}

export interface Prerenderer {
  /** The whole HTML document of a public page, or null when `url` is not one (the app shell then). */
  render(url: string, data: PrerenderData): Promise<string | null>;
}

/** What the SSR entry exports. */
export interface PrerenderEntry {
  createPrerenderer(build: PrerenderBuild): Prerenderer;
}
