import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('el menú móvil abre, navega y se cierra con Escape', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The desktop navigation is hidden at this width.
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await expect(menu.getByRole('link', { name: 'Categorías' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page
    .getByRole('navigation', { name: 'Menú móvil' })
    .getByRole('link', { name: 'Categorías' })
    .click();
  await expect(page).toHaveURL(/\/categorias$/);
  await expect(page.getByRole('navigation', { name: 'Menú móvil' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
});
