import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, signUp, uniqueEmail } from './fixtures.ts';

test.describe('cuentas y sesión', () => {
  test('registrar un usuario nuevo lleva al dashboard', async ({ page }) => {
    await signUp(page, {
      name: 'Lucía Hernández',
      email: uniqueEmail('registro'),
      phone: '5523456789',
      role: 'cliente',
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    // A brand-new account is welcomed, not "welcomed back" (issue 26).
    await expect(page.getByRole('heading', { name: '¡Hola, Lucía!' })).toBeVisible();
    await expect(page.getByText('Te damos la bienvenida a Trámites MX.')).toBeVisible();
    await expect(page.getByText('Hola Lucía Hernández')).toBeVisible();
    await expect(page.getByText('CLIENTE', { exact: true })).toBeVisible();
  });

  test('registro en escritorio: el panel verde dice qué da una cuenta; en un teléfono solo el formulario', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/register');
    for (const benefit of [
      'Cotiza sin compromiso',
      'Sigue tu trámite',
      'Sube tus documentos',
      'Habla con tu gestor',
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    // The spec's marketing claims (MARKETING in @tramites/shared).
    for (const claim of ['10+', '95%', '10,000+', '24/7']) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Sigue tu trámite', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Crear Cuenta' })).toBeVisible();
  });

  test('contraseñas distintas: muestra el error y no envía nada', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) {
        registerCalls.push(request.url());
      }
    });
    await signUp(page, {
      name: 'Pedro Ruiz',
      email: uniqueEmail('mismatch'),
      phone: '5523456789',
      confirmation: 'otra-cosa',
    });
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.waitForTimeout(300);
    expect(registerCalls).toEqual([]);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('un correo ya registrado muestra el error del servidor en un recuadro', async ({ page }) => {
    await signUp(page, { name: 'Otra María', email: DEMO_USERS.cliente, phone: '5523456789' });
    await expect(page.getByRole('alert')).toContainText('Ya existe una cuenta con este correo electrónico');
  });

  for (const [role, landing] of [
    ['cliente', '/dashboard'],
    ['gestor', '/gestor'],
    ['admin', '/admin'],
  ] as const) {
    test(`login de ${role} lleva a ${landing}`, async ({ page }) => {
      await signIn(page, DEMO_USERS[role]);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByText(role.toUpperCase(), { exact: true }).first()).toBeVisible();
    });
  }

  test('credenciales incorrectas muestran el detalle del servidor', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente, 'incorrecta');
    await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('con sesión, /login lleva a /dashboard', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('un cliente en /admin ve Acceso Denegado', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(page.getByText('Solo los administradores pueden acceder a este panel.')).toBeVisible();
  });

  test('un cliente en /gestor-avanzado ve Acceso Denegado', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/gestor-avanzado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Acceso Denegado - Solo gestores y administradores pueden revisar documentos.',
    );
  });

  test('sin sesión, /dashboard lleva a /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Cerrar Sesión borra la sesión y el token deja de valer en el servidor', async ({ page }) => {
    await signIn(page, DEMO_USERS.cliente);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(
      (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await expect
      .poll(async () =>
        (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('Mi cuenta: cambia el teléfono y cierra la sesión de otro dispositivo, que deja de valer', async ({
    page,
  }) => {
    const email = uniqueEmail('cuenta');
    await signUp(page, { name: 'Rosa Méndez', email, phone: '5523456789' });
    await expect(page).toHaveURL(/\/dashboard$/);
    // Another device of the same person.
    const other = await page.request.post('/api/auth/login', {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
      data: { email, password: 'secreto123' },
    });
    const otherToken = (await other.json()).token as string;

    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await page.getByLabel('Teléfono').fill('123');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Telefono debe tener 10 digitos')).toBeVisible();
    await page.getByLabel('Teléfono').fill('5598765432');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Datos guardados')).toBeVisible();

    const sessions = page.getByRole('region', { name: 'Sesiones abiertas' });
    await expect(sessions.getByText('Esta sesión')).toBeVisible();
    await sessions.getByRole('button', { name: 'Cerrar la sesión de Chrome en Android' }).click();
    await expect(sessions.getByRole('button', { name: /Cerrar la sesión de/ })).toHaveCount(0);
    expect(
      (
        await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } })
      ).status(),
    ).toBe(401);

    await page.reload();
    await expect(page.getByLabel('Teléfono')).toHaveValue('5598765432');
  });
});
