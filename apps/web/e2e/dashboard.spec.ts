import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, signUp, uniqueEmail } from './fixtures.ts';

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
  await signUp(page, {
    name: 'Gestor Nuevo',
    email: uniqueEmail('gestor'),
    phone: '5534567890',
    role: 'gestor',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Tu cuenta de gestor está pendiente de aprobación')).toBeVisible();
});

test('el dashboard mejorado avisa y navega tras medio segundo', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/improved-dashboard');
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  for (const label of ['Trámites Activos', 'Completados', 'En Proceso', 'Ingresos cobrados (MXN)']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Panel Admin/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Testing Tools/ })).toBeVisible();
  await page.getByRole('link', { name: /Explorar Trámites/ }).click();
  await expect(page.getByText('Abriendo Explorar Trámites…')).toBeVisible();
  await expect(page).toHaveURL(/\/categorias$/);
});

/** What each role's dashboards call the money figure and the chat shortcut. */
const WORDING = {
  cliente: { money: 'Total Gastado (MXN)', chat: /Soporte.*Escribe a tu gestor/ },
  gestor: { money: 'Cobrado en mis casos (MXN)', chat: /Chats con clientes.*Responde a tus clientes/ },
  admin: { money: 'Ingresos cobrados (MXN)', chat: /Chats de los casos.*Supervisa las conversaciones/ },
} as const;

for (const role of ['cliente', 'gestor', 'admin'] as const) {
  test(`${role}: los dashboards le hablan a su rol`, async ({ page }) => {
    const { money, chat } = WORDING[role];
    await signIn(page, DEMO_USERS[role]);
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/dashboard');
    await expect(page.getByText(money, { exact: true })).toBeVisible();
    const shortcut = page.getByRole('link', { name: chat });
    await expect(shortcut).toBeVisible();
    if (role !== 'cliente') {
      // Staff never read the client's wording; their shortcut leads to their cases' chats.
      await expect(page.getByText('Total Gastado (MXN)')).toHaveCount(0);
      await expect(page.getByText(/Escribe a tu gestor/)).toHaveCount(0);
      await expect(page.getByText(/con el gestor aparecerán/)).toHaveCount(0);
      await shortcut.click();
      await expect(page).toHaveURL(/\/dashboard#conversaciones$/);
      const chats = page.getByRole('region', { name: 'Conversaciones' });
      await expect(chats).toBeInViewport();
      await expect(chats.getByRole('link', { name: 'Chat y documentos' }).first()).toBeVisible();
    }

    await page.goto('/improved-dashboard');
    await expect(page.getByText(money, { exact: true })).toBeVisible();
    if (role !== 'cliente') {
      await expect(page.getByText('Total Gastado (MXN)')).toHaveCount(0);
      await expect(page.getByText('Mis Solicitudes')).toHaveCount(0);
    }
  });
}
