import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, uniqueEmail } from './fixtures.ts';

test('el dashboard del cliente muestra cifras reales y sus solicitudes', async ({ page }) => {
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Cliente', { exact: true }).first()).toBeVisible();
  const stats = (await (
    await page.request.get('/api/dashboard/stats', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
  ).json()) as { active_tramites: number };
  const activeTile = page.getByText('Trámites Activos').locator('..');
  await expect(activeTile).toContainText(String(stats.active_tramites));
  await expect(page.getByRole('link', { name: /Mis Solicitudes/ })).toHaveAttribute('href', '/solicitudes');
});

test('un gestor recién registrado ve que su cuenta espera aprobación', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Gestor Nuevo');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('gestor'));
  await page.getByLabel('Teléfono').fill('5534567890');
  await page.getByLabel('Tipo de cuenta').selectOption('gestor');
  await page.getByLabel(/^Contraseña/).fill('secreto123');
  await page.getByLabel('Confirmar contraseña').fill('secreto123');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Tu cuenta de gestor está pendiente de aprobación')).toBeVisible();
});

test('el dashboard mejorado avisa y navega tras medio segundo', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/improved-dashboard');
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  for (const label of ['Trámites Activos', 'Completados', 'En Proceso', 'Total Gastado (MXN)']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Panel Admin/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Testing Tools/ })).toBeVisible();
  await page.getByRole('link', { name: /Explorar Trámites/ }).click();
  await expect(page.getByText('Abriendo Explorar Trámites…')).toBeVisible();
  await expect(page).toHaveURL(/\/categorias$/);
});
