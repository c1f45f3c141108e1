import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type DEMO_ONLY, type PageHandle, routes } from './router.tsx';

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('the route table', () => {
  // Pages are found by file name and export name (so the server can preload a page's chunks): a typo
  // would only show when someone opens that page.
  it('loads a component for every lazy route, and names the module of every page', async () => {
    const lazyRoutes = allRoutes(routes).filter((route) => typeof route.lazy === 'function');
    expect(lazyRoutes.length).toBeGreaterThan(20);
    for (const route of lazyRoutes) {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      expect(loaded.Component ?? loaded.element, route.path ?? 'layout').toBeTruthy();
      const handle = route.handle as PageHandle | typeof DEMO_ONLY | undefined;
      if (handle && !('demoOnly' in handle)) {
        expect(handle.module).toMatch(/^src\/app\/routes\/[a-z-]+\/[a-z-]+-page\.tsx$/);
      }
    }
  });
});
