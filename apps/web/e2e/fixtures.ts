import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = {
  cliente: 'cliente@demo.mx',
  gestor: 'gestor@demo.mx',
  admin: 'admin@demo.mx',
} as const;

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** First category id of the public catalogue (the API is the source of truth). */
export async function firstCategoryId(page: Page): Promise<number> {
  const response = await page.request.get('/api/categories');
  expect(response.ok()).toBe(true);
  const categories = (await response.json()) as { id: number }[];
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!.id;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.mx`;
