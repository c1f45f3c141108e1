import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';

/**
 * Issue 20: the form builder dropped unsaved changes without a word on a tab switch, Back or a reload. Now it
 * asks first ('¿Salir sin guardar?'): staying keeps what was typed, leaving goes where the admin asked. Nothing
 * is saved, so no clean-up is needed.
 */

const BUILDER_URL = /\/admin\?tab=forms&formulario=nuevo$/;
const NAME = 'Formulario sin guardar';

const nameInput = (page: Page) => page.getByLabel(/^Nombre del formulario/);
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: '¿Salir sin guardar?' });

/** From the list, a new form with a name typed and not saved. */
async function startEditing(page: Page) {
  await page.getByRole('button', { name: 'Nuevo formulario' }).click();
  await expect(page).toHaveURL(BUILDER_URL);
  await nameInput(page).fill(NAME);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=forms');
});

test('el constructor pregunta antes de cambiar de pestaña del panel', async ({ page }) => {
  await startEditing(page);
  await page.getByRole('tab', { name: 'Usuarios' }).click();
  const dialog = leaveDialog(page);
  await expect(dialog).toContainText('Tienes cambios sin guardar en este formulario.');
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(BUILDER_URL);
  await expect(nameInput(page)).toHaveValue(NAME);

  await page.getByRole('tab', { name: 'Usuarios' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
});

test('el constructor pregunta antes de volver atrás con el navegador', async ({ page }) => {
  await startEditing(page);
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(BUILDER_URL);
  await expect(nameInput(page)).toHaveValue(NAME);

  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=forms$/);
  await expect(page.getByRole('button', { name: 'Nuevo formulario' })).toBeVisible();
});

test('el constructor pide al navegador confirmar una recarga con cambios sin guardar', async ({ page }) => {
  await startEditing(page);
  const asked = page.waitForEvent('dialog');
  // The browser's own question (its text is the browser's): dismissing it keeps the page and the edit.
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page).toHaveURL(BUILDER_URL);
  await expect(nameInput(page)).toHaveValue(NAME);
});
