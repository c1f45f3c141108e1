import { expect, test } from '@playwright/test';
import { firstCategoryId } from './fixtures.ts';

/*
 * Each procedure's own page (issue 26) on a phone: a shared link opens /tramite-info/{id}, prerendered, with
 * what a client needs to decide, and "Solicitar" starts the same request as the category page (a visitor
 * signs in and lands on the form).
 */

test.use({ viewport: { width: 390, height: 844 } });

test('un visitante abre la página de un trámite en el celular y lo solicita', async ({ page }) => {
  const categoryId = await firstCategoryId(page);
  const category = (await (await page.request.get(`/api/categories/${categoryId}`)).json()) as {
    name: string;
  };
  const [tramite] = (await (await page.request.get(`/api/categories/${categoryId}/tramites`)).json()) as {
    id: number;
    name: string;
    required_documents: string[];
  }[];

  // Reached from its card's name on the category page.
  await page.goto(`/categoria/${categoryId}`);
  await page.getByRole('link', { name: tramite!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tramite-info/${tramite!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tramite!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${tramite!.name} · Trámites MX`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  await expect(main.getByText('Tiempo estimado')).toBeVisible();
  for (const document of tramite!.required_documents) {
    await expect(main.getByText(document, { exact: true })).toBeVisible();
  }
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await main.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/categoria/${categoryId}\\?tramite=${tramite!.id}$`));
  await expect(page.getByRole('dialog', { name: `Solicitar: ${tramite!.name}` })).toBeVisible();
});

test('un trámite que no existe responde 404 con «Trámite no encontrado»', async ({ page }) => {
  const response = await page.goto('/tramite-info/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByText('Trámite no encontrado', { exact: true })).toBeVisible();
});

test('abierta desde un enlace compartido: llega prerenderizada y se hidrata sin errores', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const categoryId = await firstCategoryId(page);
  const [tramite] = (await (await page.request.get(`/api/categories/${categoryId}/tramites`)).json()) as {
    id: number;
    name: string;
  }[];
  const response = await page.goto(`/tramite-info/${tramite!.id}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<meta property="og:title"');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.getByRole('main').getByRole('button', { name: 'Solicitar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(problems).toEqual([]);
});
