import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { readPrerenderState } from './prerender-state.ts';
import { AppProviders } from './providers.tsx';
import { loadMatchedPages, routes } from './router.tsx';

/** Renders the app into `root`, or hydrates the page the server prerendered there. */
export async function startApp(root: HTMLElement): Promise<void> {
  // The server prerenders the public pages (entry-server.tsx) with the data they show in the page.
  const state = readPrerenderState(document);
  const queryClient = createQueryClient();
  if (state) {
    hydrate(queryClient, state.queries);
  }
  let canHydrate = state !== null;
  try {
    await loadMatchedPages(window.location.pathname);
  } catch {
    // A page chunk that no longer exists (a deploy meanwhile): render on the client, the route error
    // page explains it.
    canHydrate = false;
  }
  // Hydration data (none: the pages have no loaders) tells the router the page is already on screen, so
  // its scroll restoration leaves alone a visitor who scrolled before hydration instead of sending them
  // back to the top, where their next tap lands on something else.
  const router = createBrowserRouter(routes, canHydrate ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (canHydrate) {
    // As a transition React hydrates in small slices, yielding to the browser between them: the page
    // stays responsive (no long task) while it comes alive, and early clicks are replayed.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
