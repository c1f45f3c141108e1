import { expect, test } from '@playwright/test';
import { firstCategoryId } from './fixtures.ts';

test.describe('páginas públicas', () => {
  test('inicio: Buscar Mi Trámite lleva a /categorias', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Trámites MX — Gestoría de trámites en México');
    await page.getByRole('link', { name: 'Buscar Mi Trámite' }).click();
    await expect(page).toHaveURL(/\/categorias(#buscar)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías de trámites' })).toBeVisible();
  });

  test('inicio: Cotizar Ahora lleva a /register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Cotizar Ahora' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Crear Cuenta' })).toBeVisible();
  });

  test('inicio: Ver Trámites despliega los trámites de la categoría y Ocultar los esconde', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ver Trámites' }).first();
    await toggle.click();
    const expanded = page.getByRole('button', { name: 'Ocultar' }).first();
    await expect(expanded).toHaveAttribute('aria-expanded', 'true');
    // Each procedure shows its price (a total, "Desde $…" or the quotation promise) and its days.
    const list = page.locator('#contenido');
    await expect(list.getByText(/^\d+ días?$/).first()).toBeVisible();
    await expect(
      list.getByText(/^\$[\d,]+\.\d{2}|^Desde \$[\d,]+\.\d{2}$|^Cotización en 24 h hábiles$/).first(),
    ).toBeVisible();
    await expanded.click();
    await expect(page.getByRole('button', { name: 'Ver Trámites' }).first()).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('inicio: enlaces de teléfono y WhatsApp con texto prellenado', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Llamar al/ })).toHaveAttribute('href', 'tel:+525555555555');
    const whatsapp = main.getByRole('link', { name: /WhatsApp/ });
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/5215555555555\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('cotizar un trámite');
  });

  test('el pie de página de cada página da el teléfono y el WhatsApp, no solo el horario', async ({
    page,
  }) => {
    for (const path of ['/', '/categorias', '/login']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '55 5555 5555' })).toHaveAttribute(
        'href',
        'tel:+525555555555',
      );
      await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/5215555555555/,
      );
      await expect(footer).toContainText('Lun-Vie 9:00-18:00');
    }
  });

  test('la cuadrícula de categorías lleva a la página de la categoría', async ({ page }) => {
    await page.goto('/categorias');
    const firstCard = page.getByRole('list').getByRole('link').first();
    await expect(firstCard).toContainText('Tiempo 5-30 dias');
    const name = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.click();
    await expect(page).toHaveURL(/\/categoria\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trámites disponibles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
  });

  test('una categoría inexistente muestra "Categoria no encontrada"', async ({ page }) => {
    // HTTP 404 for search engines and link previews, and still the app, which shows its message.
    const response = await page.goto('/categoria/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Categoria no encontrada')).toBeVisible();
  });

  test('una ruta desconocida muestra la página 404', async ({ page }) => {
    const response = await page.goto('/esta-ruta-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('las páginas de prueba existen en modo demo', async ({ page }) => {
    await page.goto('/test-login');
    await expect(page.getByText('demo1234').first()).toBeVisible();
    await page.getByRole('button', { name: 'Entrar como Gestor' }).click();
    await expect(page).toHaveURL(/\/gestor$/);
  });

  test('Solicitar sin sesión pide iniciar sesión y vuelve al formulario del trámite', async ({ page }) => {
    const categoryId = await firstCategoryId(page);
    await page.goto(`/categoria/${categoryId}`);
    await page.getByRole('button', { name: 'Solicitar' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`/categoria/${categoryId}\\?tramite=\\d+$`));
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
