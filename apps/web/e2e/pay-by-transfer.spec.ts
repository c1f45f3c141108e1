import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite, TINY_PDF } from './request-helpers.ts';

/**
 * Paying by bank transfer (issue 24): the client accepts the quotation, chooses "Transferencia bancaria",
 * sees the gestoría's bank data and uploads the comprobante; an admin confirms it from the request page,
 * and the client's open page follows live to "Pago procesado" and on.
 */
test('un cliente paga por transferencia, sube su comprobante y un administrador lo confirma', async ({
  page,
  browser,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  const id = await createRequestViaApi(
    page.request,
    await apiToken(page.request, DEMO_USERS.cliente),
    tramite.id,
  );

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/solicitud/${id}`);
  const quotation = page.getByRole('region', { name: 'Cotización' });
  await quotation.getByRole('button', { name: 'Aceptar cotización' }).click();

  const pay = page.getByRole('region', { name: 'Pagar' });
  await expect(pay.getByText('A pagar ahora · Pago total')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await pay.getByRole('radio', { name: /Transferencia bancaria/ }).check();
  await pay.getByRole('button', { name: 'Continuar' }).click();

  // The gestoría's account (demo mode: plainly fictitious data) with the folio as the reference.
  await expect(pay.getByText('Banco de demostración')).toBeVisible();
  await expect(pay.getByText('002 180 00000000000 9')).toBeVisible();
  const folio = (await page
    .getByText(/^TMX-\d{4}-\d+$/)
    .first()
    .textContent())!;
  await expect(pay.getByText(folio, { exact: true })).toBeVisible();

  await pay.getByLabel('Subir comprobante').setInputFiles({ ...TINY_PDF, name: 'comprobante.pdf' });
  await expect(pay.getByText('Comprobante en revisión', { exact: true }).first()).toBeVisible();
  await expect(pay.getByText('comprobante.pdf')).toBeVisible();
  // Measured once the upload's toast is gone: the page, not the toast, is what this checks.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousAxeViolations(page);

  // An admin reviews it from the same request page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/solicitud/${id}`);
  const staffQuotation = admin.getByRole('region', { name: 'Cotización' });
  await expect(staffQuotation.getByText('Comprobante por revisar')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  const download = admin.waitForEvent('download');
  await staffQuotation.getByRole('button', { name: 'Ver comprobante' }).click();
  expect((await download).suggestedFilename()).toBe('comprobante.pdf');
  await staffQuotation.getByRole('button', { name: 'Confirmar pago' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Confirmar pago' });
  await confirm.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(confirm).toBeHidden();
  await expect(staffQuotation.getByText('Pagos registrados')).toBeVisible();
  await adminContext.close();

  // The client's page follows live: paid, then waiting for the documents; nothing left to pay.
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Esperando documentos')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Pagar' })).toHaveCount(0);
  await expect(quotation.getByText('Pagada', { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Historial' });
  await expect(timeline.getByText('Pago procesado').first()).toBeVisible();

  // Keeps the gestores' open workload free for the specs that run later.
  const adminToken = await apiToken(page.request, DEMO_USERS.admin);
  await page.request.put(`/api/tramites/${id}/status`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
  });
});
