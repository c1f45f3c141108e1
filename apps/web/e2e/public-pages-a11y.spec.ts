import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
