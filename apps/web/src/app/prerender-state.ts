import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a prerendered page carries for the browser: the query cache it was rendered from, so React
 * hydrates with the very same data (no second fetch, no mismatch). A JSON script, never executed: the
 * CSP allows no inline scripts.
 */
export interface PrerenderState {
  queries: DehydratedState;
}

export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * The state as a `<script type="application/json">` (`<` escaped so no text in the data can close it),
 * with the scripts main.tsx preloads once the page has painted.
 */
export function prerenderStateScript(state: PrerenderState, preloads: string[]): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRERENDER_STATE_ID}" data-preload="${preloads.join(' ')}">${json}</script>`;
}

/**
 * The state of a prerendered page, or null for the plain app shell. The page was revalidated with the
 * server when it was loaded (no-cache + ETag), so its data counts as fetched now, whenever it was rendered.
 */
export function readPrerenderState(document: Document): PrerenderState | null {
  const text = document.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) {
    return null;
  }
  try {
    const state = JSON.parse(text) as PrerenderState;
    const now = Date.now();
    for (const query of state.queries.queries) {
      query.dehydratedAt = now;
      query.state.dataUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}
