import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { acceptAndPayViaApi, apiToken, createRequestViaApi, findTramite } from './request-helpers.ts';

/**
 * Receipts and facturas (issue 24): the client of a paid request downloads the PDF receipt, fills in their
 * tax data on /cuenta, and asks for the factura; without FACTURAPI_KEY (as here) the page says the team
 * will issue it and e-mail it.
 */
test('el cliente descarga el recibo de su pago y solicita la factura', async ({ page }) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'fijo');
  const token = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, token, tramite.id);
  await acceptAndPayViaApi(page.request, token, id);

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cuenta');
  const taxData = page.getByRole('region', { name: 'Datos de facturación' });
  await taxData.getByLabel(/^RFC/).fill('GODE561231GR8');
  await taxData.getByLabel(/^Código postal/).fill('06600');
  await taxData.getByLabel(/^Nombre o razón social/).fill('María López');
  await taxData.getByLabel(/^Régimen fiscal/).selectOption('612');
  await taxData.getByLabel(/^Uso del CFDI/).selectOption('G03');
  await expectNoSeriousAxeViolations(page);
  await taxData.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(page.getByText('Datos de facturación guardados')).toBeVisible();

  await page.goto(`/solicitud/${id}`);
  const quotation = page.getByRole('region', { name: 'Cotización' });
  const downloaded = page.waitForEvent('download');
  await quotation.getByRole('button', { name: 'Descargar recibo' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^recibo-TMX-\d{4}-\d+-01\.pdf$/);

  await quotation.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(
    quotation.getByText('Factura solicitada: el equipo la emitirá y te la enviará por correo'),
  ).toBeVisible();
  await expect(quotation.getByRole('button', { name: 'Solicitar factura' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
