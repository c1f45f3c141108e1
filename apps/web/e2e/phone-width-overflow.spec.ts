import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, firstCategoryId, signIn, trackRequests, waitForNetworkQuiet } from './fixtures.ts';
import { apiToken } from './request-helpers.ts';

/**
 * At a phone's width (390 × 844) no page may scroll sideways: tables scroll inside their own box or
 * turn into cards, long words wrap. Every page of the spec's route table each role can reach.
 * Not `isMobile`: Chromium's mobile emulation zooms out to fit a page that is too wide (innerWidth
 * grows with it), which hides exactly the overflow this spec is about.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(({ page }) => trackRequests(page));

type Role = keyof typeof DEMO_USERS;

const DEMO_PAGES = ['/test-login', '/new-login', '/api-test', '/standalone-login', '/complete-test'];
const NOT_FOUND = '/esta-pagina-no-existe';
const ADMIN_TABS = [
  '/admin',
  '/admin?tab=categories',
  '/admin?tab=tramites',
  '/admin?tab=estados',
  '/admin?tab=forms',
  '/admin?tab=forms&formulario=nuevo',
  '/admin?tab=documents',
  '/admin?tab=payments',
  '/admin?tab=gestores',
  '/admin?tab=users',
  '/admin?tab=accesos',
  '/admin?tab=audit',
  '/admin?tab=privacidad',
  '/admin?tab=respuestas',
  '/admin?tab=calidad',
];
const GESTOR_PAGES = ['/gestor', '/gestor?tab=todos', '/gestor-avanzado'];

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The widest elements that stick out on the right, to say what to fix. */
  culprits: string[];
  /** Text that runs out of its own box (e.g. a tile's 'Vence en 1 día hábil' over the next tile). */
  spilled: string[];
}

/** Waits for the page's content (heading shown, skeletons and loaders gone), then measures. */
async function measure(page: Page): Promise<Overflow> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[role="status"][aria-label^="Cargando"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^(Cargando\.\.\.|Verificando autenticación\.\.\.)$/)).toHaveCount(0);
  await expect(page.locator('main .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  await waitForNetworkQuiet(page);
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const label = (element: Element, measure: string) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${measure} «${text}»`;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > innerWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => label(element, `${Math.round(right)} px`));
    // Text boxes whose content is wider than they are, and that neither scroll nor clip on purpose.
    const spilled = [...document.querySelectorAll('p, dd, dt, h1, h2, h3, h4, td, th, label, a, button, li')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          !element.closest('.sr-only') &&
          style.overflowX === 'visible' &&
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .slice(0, 3)
      .map((element) => label(element, `${element.scrollWidth} px en ${element.clientWidth} px`));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits, spilled };
  });
}

/** Opens each path and records (softly, so one run lists every page) whether it fits the screen. */
async function expectNoSidewaysScroll(page: Page, role: string, pathsToCheck: string[]) {
  for (const path of pathsToCheck) {
    await page.goto(path);
    const { scrollWidth, innerWidth, culprits, spilled } = await measure(page);
    expect
      .soft(
        scrollWidth,
        `${role} ${path}: la página mide ${scrollWidth} px de ancho en una pantalla de ${innerWidth} px; sobresalen: ${culprits.join(' | ')}`,
      )
      .toBeLessThanOrEqual(innerWidth);
    expect.soft(spilled, `${role} ${path}: texto que se sale de su caja`).toEqual([]);
  }
}

/** A request this role can see, through the API like the app does (never a hard-coded id). */
async function visibleRequestId(request: APIRequestContext, role: Role): Promise<string> {
  const token = await apiToken(request, DEMO_USERS[role]);
  const response = await request.get('/api/solicitudes/enriched', {
    headers: { Authorization: `Bearer ${token}` },
    params: { limit: 50 },
  });
  expect(response.ok()).toBe(true);
  const { solicitudes } = (await response.json()) as {
    solicitudes: { id: string; status: string; sla: { pausado: boolean } | null }[];
  };
  expect(solicitudes.length, `${role} no ve ninguna solicitud`).toBeGreaterThan(0);
  // An open case whose SLA clock runs shows the most: the longest 'Plazo' text ('Vence en N días
  // hábiles'), upload areas, management tools and the chat input.
  const isOpen = (status: string) => !['completado', 'cancelado'].includes(status);
  const best =
    solicitudes.find((solicitud) => isOpen(solicitud.status) && solicitud.sla && !solicitud.sla.pausado) ??
    solicitudes.find((solicitud) => isOpen(solicitud.status)) ??
    solicitudes[0]!;
  return best.id;
}

test('sin sesión, ninguna página se desborda a lo ancho en un teléfono', async ({ page }) => {
  test.setTimeout(120_000);
  const categoryId = await firstCategoryId(page);
  await expectNoSidewaysScroll(page, 'sin sesión', [
    '/',
    '/categorias',
    `/categoria/${categoryId}`,
    '/login',
    '/register',
    ...DEMO_PAGES,
    NOT_FOUND,
  ]);
});

const ROLE_PAGES: Record<Role, string[]> = {
  cliente: [],
  gestor: GESTOR_PAGES,
  admin: [...ADMIN_TABS, ...GESTOR_PAGES],
};

for (const role of ['cliente', 'gestor', 'admin'] as const) {
  test(`${role}: ninguna página se desborda a lo ancho en un teléfono`, async ({ page }) => {
    test.setTimeout(180_000);
    const categoryId = await firstCategoryId(page);
    const requestId = await visibleRequestId(page.request, role);
    await signIn(page, DEMO_USERS[role]);
    await expect(page).not.toHaveURL(/\/login$/);
    await expectNoSidewaysScroll(page, role, [
      '/dashboard',
      '/improved-dashboard',
      '/solicitudes',
      `/solicitud/${requestId}`,
      `/tramite/${requestId}/documentos`,
      ...ROLE_PAGES[role],
      '/',
      '/categorias',
      `/categoria/${categoryId}`,
      '/test',
      ...DEMO_PAGES,
      NOT_FOUND,
    ]);
  });
}
