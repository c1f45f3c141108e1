import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for `secret`, `stepsAhead` 30 s steps from now (computed by otpauth). */
export const totpCodeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/**
 * On the enrolment step a staff sign-in shows (outside the demo list): reads the secret from the page,
 * types the app's code, confirms the recovery codes were saved and enters. Returns the secret.
 */
export async function completeStaffEnrolment(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeVisible();
  const secret = (await page.getByLabel('Clave secreta').inputValue()).replace(/\s/g, '');
  await page.getByLabel(/^Código de verificación/).fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Activar verificación' }).click();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByLabel('Ya guardé mis códigos de recuperación').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  return secret;
}

/** On the step that asks staff with a short password for one of 12 characters or more. */
export async function completeStaffPasswordUpgrade(page: Page, newPassword: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
  await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
  await page.getByLabel(/^Confirmar nueva contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
}
