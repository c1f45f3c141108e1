import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, uniqueEmail } from './fixtures.ts';
import { apiToken } from './request-helpers.ts';
import { totpCodeOf as codeOf } from './two-factor-helpers.ts';

test('un administrador que no es de la demo activa la verificación en dos pasos y entra con un código', async ({
  page,
  request,
}) => {
  // A real admin account (not one of the demo list, so not exempt even in demo mode): a gestor signs up,
  // the demo admin approves and promotes them, as the users tab would.
  const email = uniqueEmail('admin-2fa');
  const password = 'Oficina-2026-segura';
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Daniela Ruiz', email, phone: '5523456789', role: 'gestor', password },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const admin = await apiToken(request, DEMO_USERS.admin);
  const headers = { Authorization: `Bearer ${admin}` };
  expect((await request.put(`/api/admin/users/${user.id}/approve`, { headers })).ok()).toBe(true);
  expect((await request.put(`/api/admin/users/${user.id}`, { headers, data: { role: 'admin' } })).ok()).toBe(
    true,
  );

  // The password alone is not enough: the enrolment step appears instead of the panel.
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  const secret = (await page.getByLabel('Clave secreta').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel(/^Código de verificación/).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Activar verificación' }).click();

  // Ten recovery codes, shown once; going on needs the confirmation.
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeDisabled();
  await page.getByLabel('Ya guardé mis códigos de recuperación').check();
  await enter.click();
  await expect(page).toHaveURL(/\/admin$/);

  // Next time: password, then the code of the app (the next step's: the enrolment used this one).
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel(/^Código de verificación/).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
