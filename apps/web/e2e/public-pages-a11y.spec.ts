import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { firstCategoryId } from './fixtures.ts';

test.describe('accesibilidad (axe)', () => {
  for (const path of ['/', '/categorias', 'CATEGORY', '/login', '/register']) {
    test(`sin violaciones graves en ${path === 'CATEGORY' ? '/categoria/{primera}' : path}`, async ({
      page,
    }) => {
      const url = path === 'CATEGORY' ? `/categoria/${await firstCategoryId(page)}` : path;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Wait for the real content, not the skeletons.
      await expect(page.locator('[aria-label^="Cargando"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
