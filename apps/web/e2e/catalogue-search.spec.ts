import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The search box of /categorias, by its label. */
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Busca tu trámite' });

test.describe('búsqueda en el catálogo (390 px)', () => {
  for (const typed of ['pasaporte', 'PASAPORTE']) {
    test(`un visitante escribe «${typed}» en /categorias y llega al trámite del pasaporte`, async ({
      page,
    }) => {
      await page.goto('/categorias');
      const box = searchBox(page);
      await box.fill(typed);
      const results = page.getByRole('listbox', { name: 'Trámites encontrados' });
      await expect(results).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // Grouped by category: the passport's category heads the list.
      await expect(results.getByRole('group').first()).toContainText('Pasaporte y documentos de identidad');
      const passport = results.getByRole('option', { name: /^Pasaporte ordinario por 3 años/ });
      await expect(passport).toContainText('Total estimado');

      // Keyboard: the first result is marked and Enter opens it, on its card.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/categoria\/\d+#tramite-\d+$/);
      const card = page
        .locator('[id^="tramite-card-"]')
        .filter({ has: page.getByRole('heading', { name: /^Pasaporte ordinario por 3 años/ }) });
      await expect(card).toBeInViewport();
      // The card the result points at opens its details on a phone.
      await expect(card.getByRole('button', { name: /Ocultar detalles/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(card.getByText('Documentos requeridos')).toBeVisible();
    });
  }

  test('sin resultados lo dice con las palabras del visitante y ofrece cómo seguir', async ({ page }) => {
    await page.goto('/categorias');
    await searchBox(page).fill('zzqxw');
    await expect(page.getByText('Sin resultados para «zzqxw»')).toBeVisible();
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(page.getByText('Sin resultados para «zzqxw»')).toBeHidden();
  });

  test('«Buscar Mi Trámite» lleva a /categorias con la búsqueda enfocada', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Buscar Mi Trámite' }).click();
    await expect(page).toHaveURL(/\/categorias#buscar$/);
    await expect(searchBox(page)).toBeFocused();
    // And the same when the link is opened directly (a shared or reloaded URL).
    await page.goto('/categorias#buscar');
    await expect(searchBox(page)).toBeFocused();
  });

  test('las tarjetas de una categoría son compactas en el teléfono y se abren al tocarlas', async ({
    page,
  }) => {
    await page.goto('/categorias');
    await searchBox(page).fill('pasaporte');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/categoria\/\d+#tramite-\d+$/);
    const toggles = page.getByRole('button', { name: /Ver detalles/ });
    await expect(toggles.first()).toBeVisible();
    // A card the result did not point at (still compact), held by its id: its toggle's name changes.
    const otherId = await page
      .locator('[id^="tramite-card-"]')
      .filter({ has: toggles.first() })
      .first()
      .getAttribute('id');
    const other = page.locator(`#${otherId}`);
    const compactHeight = (await other.boundingBox())!.height;
    expect(compactHeight).toBeLessThan(330);
    await other.getByRole('button', { name: /Ver detalles/ }).click();
    await expect(other.getByRole('button', { name: /Ocultar detalles/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(other.getByText('Documentos requeridos')).toBeVisible();
  });
});
