import { expect, type Page, test } from '@playwright/test';
import { computeCurpCheckDigit } from '@tramites/shared';
import { FakeStripe, signedWebhook, stripeEvent } from '../../../server/src/test/fake-stripe.ts';
import { signUp, uniqueEmail } from '../fixtures.ts';
import { startMailSink } from '../mail-sink.ts';
import { findTramite } from '../request-helpers.ts';
import { E2E_STRIPE } from './fake-stripe-port.ts';

/**
 * A real client outside demo mode (the second server of playwright.config.ts): no demo account and no
 * simulated payment. They see the total in the catalogue, confirm their e-mail, request a passport, accept
 * the quotation, choose OXXO and see the voucher; Stripe's signed webhook marks the request paid and the
 * page follows live; then the receipt and a factura.
 */

let sink: Awaited<ReturnType<typeof startMailSink>>;
let stripe: FakeStripe;

test.beforeAll(async () => {
  sink = await startMailSink();
  stripe = await FakeStripe.start(E2E_STRIPE.port);
});
test.afterAll(async () => {
  await sink?.close();
  await stripe?.close();
});

/** The link of the verification e-mail the server sent to `email`. */
async function verificationLink(email: string): Promise<string> {
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
  return link;
}

async function deliverWebhook(page: Page, event: Record<string, unknown>) {
  const { payload, headers } = signedWebhook(event, E2E_STRIPE.webhookSecret);
  const response = await page.request.post('/api/payments/webhooks/stripe', { data: payload, headers });
  expect(response.status()).toBe(200);
}

test('un cliente paga en OXXO fuera del modo demo y el pago llega por webhook', async ({ page }) => {
  const passport = await findTramite(
    page.request,
    (tramite) => tramite.name.startsWith('Pasaporte ordinario por 3 años'),
    { withForm: true },
  );

  // The catalogue shows the real total: honorarios with IVA plus the derechos.
  await page.goto(`/categoria/${passport.category_id}`);
  const card = page.locator(`#tramite-card-${passport.id}`);
  await expect(card.getByText('Total estimado').first()).toBeVisible();
  await expect(card.getByText('$2,495.00').first()).toBeVisible();

  // A new client, who must confirm the e-mail before paying.
  const email = uniqueEmail('oxxo');
  await signUp(page, { name: 'Mariana López', email, phone: '5587654321' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(await verificationLink(email));
  await expect(page.getByText('Listo: confirmamos tu correo.')).toBeVisible();

  await page.goto(`/categoria/${passport.category_id}`);
  await page.locator(`#tramite-card-${passport.id}`).getByRole('button', { name: 'Solicitar' }).click();
  const dialog = page.getByRole('dialog');
  // Issue 25: the CURP is a field of the passport's request form, no longer an upload.
  await dialog
    .getByRole('textbox', { name: 'CURP', exact: true })
    .fill(`LOPM900215MDFPRR0${computeCurpCheckDigit('LOPM900215MDFPRR0')}`);
  await dialog.getByLabel(/Confirmo que tengo disponibles/).check();
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/tramite\/[^/]+\/documentos$/);
  await page.getByRole('link', { name: 'Ver detalle de la solicitud' }).click();
  await expect(page).toHaveURL(/\/solicitud\/[0-9a-f-]{36}$/);

  // The quotation charges the honorarios and names the derechos the client pays to the SRE directly.
  const quotation = page.getByRole('region', { name: 'Cotización' });
  await expect(quotation.getByText('$700.00').first()).toBeVisible();
  await expect(quotation.getByText(/Derechos que pagas directamente/)).toBeVisible();
  await quotation.getByRole('button', { name: 'Aceptar cotización' }).click();

  // OXXO: the voucher comes from Stripe (the fake), with its reference, amount and expiry.
  await page.getByRole('radio', { name: /Efectivo en OXXO/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const printLink = page.getByRole('link', { name: /Ver ficha para imprimir/ });
  await expect(printLink).toBeVisible();
  const [created] = stripe.requestsTo('POST', '/v1/payment_intents').slice(-1);
  expect(created!.body).toMatchObject({ amount: '70000', currency: 'mxn' });
  const intent = [...stripe.objects.values()].find(
    (object) => object.object === 'payment_intent' && object.metadata?.folio,
  )!;
  const voucher = intent.next_action.oxxo_display_details;
  await expect(page.getByText(voucher.number)).toBeVisible();
  await expect(printLink).toHaveAttribute('href', voucher.hosted_voucher_url);
  // Stripe announces the voucher; the client gets it by e-mail too.
  await deliverWebhook(page, stripeEvent('payment_intent.requires_action', intent));
  await expect
    .poll(() => sink.received.some((mail) => mail.to.includes(email) && mail.text.includes(voucher.number)), {
      timeout: 15_000,
    })
    .toBe(true);

  // The client pays at the store; Stripe tells the server, and the open page follows live.
  await deliverWebhook(page, stripeEvent('payment_intent.succeeded', stripe.succeed(intent.id)));
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Esperando documentos')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(voucher.number)).toHaveCount(0);

  // The receipt of the payment, and a factura once the tax data is in Mi cuenta (no FACTURAPI_KEY here:
  // the request is recorded for the team to issue it).
  const paidQuotation = page.getByRole('region', { name: 'Cotización' });
  const downloaded = page.waitForEvent('download');
  await paidQuotation.getByRole('button', { name: 'Descargar recibo' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^recibo-TMX-\d{4}-\d+-01\.pdf$/);
  const requestPage = page.url();
  await page.goto('/cuenta');
  const taxData = page.getByRole('region', { name: 'Datos de facturación' });
  await taxData.getByLabel(/^RFC/).fill('GODE561231GR8');
  await taxData.getByLabel(/^Código postal/).fill('06600');
  await taxData.getByLabel(/^Nombre o razón social/).fill('MARIANA LOPEZ');
  await taxData.getByLabel(/^Régimen fiscal/).selectOption('612');
  await taxData.getByLabel(/^Uso del CFDI/).selectOption('G03');
  await taxData.getByRole('button', { name: 'Guardar datos de facturación' }).click();
  await expect(page.getByText('Datos de facturación guardados')).toBeVisible();
  await page.goto(requestPage);
  await paidQuotation.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(
    paidQuotation.getByText('Factura solicitada: el equipo la emitirá y te la enviará por correo'),
  ).toBeVisible();
});
