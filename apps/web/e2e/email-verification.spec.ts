import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { signUp, uniqueEmail } from './fixtures.ts';
import { startMailSink } from './mail-sink.ts';

let sink: Awaited<ReturnType<typeof startMailSink>>;

test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink.close();
});

test('un cliente nuevo ve el aviso de verificar su correo, abre el enlace del correo y el aviso desaparece', async ({
  page,
}) => {
  const email = uniqueEmail('verifica');
  await signUp(page, { name: 'Lucía Torres', email, phone: '5534567890' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Verificación de correo' });
  await expect(banner).toContainText(`Verifica tu correo: te enviamos un enlace a ${email}`);
  await expect(banner.getByRole('button', { name: 'Reenviar enlace' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The link, read out of the e-mail the server sent on registration (its path and token: the page is
  // opened on this run's server, whatever PUBLIC_URL says).
  let link = '';
  await expect
    .poll(
      () => {
        const message = sink.received.find(
          (received) => received.to.includes(email) && received.text.includes('/verificar-correo?token='),
        );
        link = /\/verificar-correo\?token=[A-Za-z0-9_%-]+/.exec(message?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByText('Listo: confirmamos tu correo.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Still gone on the next page, and after a reload (the profile comes from the server again).
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByText('Hola Lucía Torres')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('El enlace ya no es válido. Solicita uno nuevo.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
