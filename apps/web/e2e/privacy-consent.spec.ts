import { expect, test } from '@playwright/test';
import { signIn, signUp, uniqueEmail } from './fixtures.ts';

/** Issue 25: the aviso at registration, the gate for a client without it, and the public texts. */

test('registro: sin la casilla del aviso no se crea la cuenta; con ella, queda registrado', async ({
  page,
}) => {
  const email = uniqueEmail('aviso');
  const account = { name: 'Lucía Aviso', email, phone: '5523456789' };
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) {
      registerCalls.push(request.url());
    }
  });
  await signUp(page, { ...account, acceptPrivacyNotice: false });
  await expect(page.getByText('Debes aceptar el aviso de privacidad para crear tu cuenta')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de privacidad simplificado' })).toContainText(
    'Stripe y Facturapi',
  );
  expect(registerCalls).toEqual([]);

  const box = page.getByRole('checkbox', { name: /He leído y acepto el aviso de privacidad/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hola Lucía Aviso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad actualizado' })).toBeHidden();

  // The proof the server keeps: the aviso accepted with the account.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const consents = await page.request.get('/api/privacy/consents', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await consents.json()).toMatchObject({ aviso_accepted: true });
});

test('una cuenta creada sin el aviso lo lee y lo acepta antes de continuar', async ({ page, request }) => {
  const email = uniqueEmail('sin-aviso');
  // Another API client, with the spec's body: no privacy_notice_version.
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Mario Sinaviso', email, phone: '5523456789', role: 'cliente', password: 'secreto123' },
  });
  expect(registered.status()).toBe(201);

  await signIn(page, email, 'secreto123');
  const gate = page.getByRole('heading', { name: 'Aviso de privacidad actualizado' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de privacidad integral' })).toContainText(
    'Tus derechos ARCO',
  );
  // Any signed-in page waits behind it.
  await page.goto('/solicitudes');
  await expect(gate).toBeVisible();

  await page.getByRole('button', { name: 'Acepto el aviso de privacidad' }).click();
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(/\/solicitudes$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad actualizado' })).toBeHidden();

  // Mi cuenta: the secondary purposes, refused until the client says otherwise.
  await page.goto('/cuenta');
  const privacy = page.getByRole('region', { name: 'Privacidad' });
  const secondary = privacy.getByRole('switch', { name: 'Promociones y encuestas de satisfacción' });
  await expect(secondary).not.toBeChecked();
  await expect(privacy).toContainText('Aceptaste el aviso de privacidad vigente');
  // The switch follows what the server recorded (it flips once the answer arrives).
  await secondary.click();
  await expect(secondary).toBeChecked();
  await expect(privacy).toContainText('Tu última elección: aceptadas');
  await secondary.click();
  await expect(secondary).not.toBeChecked();
  await expect(privacy).toContainText('Tu última elección: rechazadas');
});

test('el aviso de privacidad y los términos, enlazados desde el pie de página', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Pie de página' })
    .getByRole('link', { name: 'Aviso de privacidad' })
    .click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeVisible();
  // The responsible party from the configuration (demo mode: fictitious) and the retention period.
  await expect(page.getByText(/Gestoría de demostración, S\.A\. de C\.V\./).first()).toBeVisible();
  await expect(page.getByText(/se eliminan 180 días después/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Pie de página' })
    .getByRole('link', { name: 'Términos y condiciones' })
    .click();
  await expect(page).toHaveURL(/\/terminos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
});

test('/privacidad y /terminos llegan prerenderizadas y se hidratan sin errores', async ({ page }) => {
  for (const [path, title] of [
    ['/privacidad', 'Aviso de privacidad integral'],
    ['/terminos', 'Términos y condiciones'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(title);
    expect(html).toContain('Gestoría de demostración, S.A. de C.V.');
  }
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeVisible();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.getByRole('link', { name: 'términos y condiciones', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  expect(problems).toEqual([]);

  // Without JavaScript at all, the text is there.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/terminos');
  await expect(page.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
});
