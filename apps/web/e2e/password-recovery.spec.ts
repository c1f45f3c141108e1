import { expect, test } from '@playwright/test';
import { acceptedPrivacyNotice, uniqueEmail } from './fixtures.ts';
import { startMailSink } from './mail-sink.ts';

let sink: Awaited<ReturnType<typeof startMailSink>>;

test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink.close();
});

test('un cliente olvida su contraseña, abre el enlace del correo, elige otra y llega a su panel', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('olvido');
  const oldPassword = 'la-de-siempre-1';
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Rosa Méndez',
      email,
      phone: '5523456789',
      role: 'cliente',
      password: oldPassword,
      ...(await acceptedPrivacyNotice(request)),
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();

  // The link, read out of the e-mail the server sent.
  let link = '';
  await expect
    .poll(
      () => {
        const message = sink.received.find(
          (received) => received.to.includes(email) && received.text.includes('/restablecer?token='),
        );
        link = /https?:\/\/\S+\/restablecer\?token=\S+/.exec(message?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.goto(link);

  const newPassword = 'nueva-clave-2026';
  await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill(newPassword);
  await page.getByLabel('Repite la contraseña nueva').fill('otra-distinta-1');
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repite la contraseña nueva').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hola Rosa Méndez')).toBeVisible();
  // The old password is gone; the link worked once.
  expect((await request.post('/api/auth/login', { data: { email, password: oldPassword } })).status()).toBe(
    401,
  );
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('otra-mas-2026');
  await page.getByLabel('Repite la contraseña nueva').fill('otra-mas-2026');
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page.getByText('El enlace ya no es válido. Solicita uno nuevo.').first()).toBeVisible();
});
