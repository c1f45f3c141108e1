import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn, signUp, trackRequests, uniqueEmail, waitForNetworkQuiet } from './fixtures.ts';

// Signed-in pages keep their live stream open: wait for the other calls only (fixtures.ts).
test.beforeEach(({ page }) => trackRequests(page));

/** Axe once the calls are done and the skeletons gone. */
async function expectSettledPageAccessible(page: Page) {
  await waitForNetworkQuiet(page);
  await expect(page.locator('[aria-label^="Cargando"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

const ADMIN_TABS = [
  '',
  '?tab=categories',
  '?tab=tramites',
  '?tab=estados',
  '?tab=forms',
  '?tab=forms&formulario=nuevo',
  '?tab=documents',
  '?tab=payments',
  '?tab=gestores',
  '?tab=users',
  '?tab=accesos',
  '?tab=audit',
  '?tab=privacidad',
  '?tab=respuestas',
  '?tab=calidad',
];

test.describe('paneles de gestor y admin: accesibilidad', () => {
  test('sin violaciones graves en /gestor', async ({ page }) => {
    await signIn(page, DEMO_USERS.gestor);
    await expect(page).toHaveURL(/\/gestor$/);
    await expectSettledPageAccessible(page);
    await page.goto('/gestor?tab=todos');
    await expectSettledPageAccessible(page);
  });

  test('sin violaciones graves en cada pestaña de /admin', async ({ page }) => {
    // Full pages and the form builder, each scanned by axe (the trámites tab alone takes 10-17 s on a busy
    // 2-core machine; with fifteen tabs 120 s ran out on the last one).
    test.setTimeout(180_000);
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    for (const tab of ADMIN_TABS) {
      await page.goto(`/admin${tab}`);
      await expectSettledPageAccessible(page);
    }
  });

  test('sin violaciones graves en los formularios del catálogo y en una fila de usuario abierta', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin?tab=categories');
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva categoría' })).toBeVisible();
    await expectSettledPageAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/admin?tab=tramites');
    await page.getByRole('button', { name: 'Nuevo trámite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo trámite' });
    await dialog.getByLabel('Precio fijo', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Crear trámite' }).click();
    await expect(dialog.getByText('El nombre del trámite es requerido')).toBeVisible();
    await expectSettledPageAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/admin?tab=users');
    await page
      .getByRole('button', { name: /^Ver solicitudes/ })
      .first()
      .click();
    await expect(page.getByRole('list', { name: /^Solicitudes de / })).toBeVisible();
    await expectSettledPageAccessible(page);
  });

  test('un gestor sin aprobar ve el aviso y ningún caso', async ({ page }) => {
    await signUp(page, {
      name: 'Gestor Por Aprobar',
      email: uniqueEmail('gestor-panel'),
      phone: '5534567890',
      role: 'gestor',
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/gestor');
    await expect(page.getByText('Tu cuenta de gestor está pendiente de aprobación')).toBeVisible();
    await expect(page.getByText(/Un administrador debe aprobar tu cuenta/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
});
