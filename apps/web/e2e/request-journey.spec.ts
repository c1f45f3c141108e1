import { expect, test } from '@playwright/test';
import { DEMO_USERS, firstCategoryId, signIn } from './fixtures.ts';

test('un cliente solicita un trámite y llega a la página de documentos', async ({ page }) => {
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  const categoryId = await firstCategoryId(page);
  await page.goto(`/categoria/${categoryId}`);
  await page.getByRole('button', { name: 'Solicitar' }).first().click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue(DEMO_USERS.cliente);
  const submit = dialog.getByRole('button', { name: 'Enviar solicitud' });
  await expect(submit).toBeDisabled();

  const phone = dialog.getByLabel('Teléfono');
  await phone.fill('');
  await phone.pressSequentially('55-1234-abc-567899');
  await expect(phone).toHaveValue('5512345678');

  await dialog.getByLabel('Para un tercero').check();
  await dialog.getByLabel(/Confirmo que tengo disponibles/).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('Nombre del beneficiario es requerido')).toBeVisible();

  await dialog.getByLabel('Nombre del beneficiario').fill('Juan Pérez');
  await submit.click();
  await expect(page).toHaveURL(/\/tramite\/[^/]+\/documentos$/);
});

test('Escape cierra el formulario de solicitud', async ({ page }) => {
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  const categoryId = await firstCategoryId(page);
  await page.goto(`/categoria/${categoryId}`);
  await page.getByRole('button', { name: 'Solicitar' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/categoria/${categoryId}$`));
});
