import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, firstCategoryId, signIn, trackRequests, waitForNetworkQuiet } from './fixtures.ts';

/*
 * The public pages come from the server with their content (entry-server.tsx) and React hydrates them:
 * the first paint already shows the catalogue, hydration keeps the server's DOM (no mismatch, nothing
 * re-created) and logs nothing, and the page then works like any other.
 */

/** Every console error or warning and uncaught error of the page (a hydration mismatch is one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens `path` with the app's code held back, marks the server's nodes, then lets the code run and
 * waits until React has hydrated: the same nodes must still be there.
 */
async function openAndHydrate(
  page: Page,
  path: string,
  selector: string,
  beforeHydration: () => Promise<unknown> = async () => {},
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  trackRequests(page);
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor();
  await page.evaluate((css) => {
    (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector(css);
  }, selector);
  await beforeHydration();
  release();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  // Not 'networkidle': a signed-in page keeps its live event stream open.
  await waitForNetworkQuiet(page);
  const isSameNode = await page.evaluate(
    (css) => (window as unknown as { serverNode: Element | null }).serverNode === document.querySelector(css),
    selector,
  );
  expect(isSameNode, `${path}: hydration kept the server's ${selector}`).toBe(true);
}

test.describe('páginas prerenderizadas', () => {
  test('el HTML de /categorias ya trae las categorías, antes de cualquier JavaScript', async ({ page }) => {
    const categories = (await (await page.request.get('/api/categories')).json()) as { name: string }[];
    const html = await (await page.request.get('/categorias')).text();
    for (const { name } of categories) {
      expect(html).toContain(name.replaceAll('&', '&amp;'));
    }
    // Without JavaScript at all, the grid is there.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/categorias');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías de trámites' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list').getByRole('link')).toHaveCount(categories.length);
  });

  test('inicio: se hidrata sin errores y Ver Trámites funciona', async ({ page }) => {
    const problems = collectProblems(page);
    await openAndHydrate(page, '/', '#categorias-titulo');
    const toggle = page.getByRole('button', { name: 'Ver Trámites' }).first();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Ocultar' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      page
        .locator('#contenido')
        .getByText(/^\d+ días?$/)
        .first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('quien ya bajó por la página antes de hidratarse se queda donde está', async ({ page }) => {
    // A visitor on a slow phone scrolls to the footer while the app still loads: hydrating must not
    // throw them back to the top (their tap would then land on whatever is there instead).
    let scrolledTo = 0;
    await openAndHydrate(page, '/', '#categorias-titulo', async () => {
      scrolledTo = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      });
    });
    expect(scrolledTo).toBeGreaterThan(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page
      .getByRole('navigation', { name: 'Pie de página' })
      .getByRole('link', { name: 'Aviso de privacidad' })
      .click();
    await expect(page).toHaveURL(/\/privacidad$/);
    // A navigation still starts the next page at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/categorias: se hidrata sin errores y navega a una categoría sin recargar', async ({ page }) => {
    const problems = collectProblems(page);
    await openAndHydrate(page, '/categorias', 'main h1');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const firstCard = page.getByRole('list').getByRole('link').first();
    const name = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A client-side navigation: the same document, so the app was alive.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(problems).toEqual([]);
  });

  test('/categoria/{id}: se hidrata sin errores y Solicitar pide iniciar sesión', async ({ page }) => {
    const problems = collectProblems(page);
    const categoryId = await firstCategoryId(page);
    await openAndHydrate(page, `/categoria/${categoryId}`, 'main h1');
    await page.getByRole('button', { name: 'Solicitar' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('con sesión: la cabecera pasa al usuario tras hidratar, sin errores', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente);
    await expect(page).toHaveURL(/\/dashboard$/);
    const problems = collectProblems(page);
    await openAndHydrate(page, '/categorias', 'main h1');
    const header = page.getByRole('banner');
    await expect(header.getByText(/^Hola /)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
