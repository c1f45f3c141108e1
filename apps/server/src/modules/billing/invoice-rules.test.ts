import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, payments, refunds } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { paidRequest, paymentsOf } from './test-helpers.ts';

/** Facturas without FACTURAPI_KEY: recorded for staff to issue outside, and every rule that refuses one. */
let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(async () => {
  await t.close();
});

const askInvoice = (paymentId: string, token = flow.tokens.cliente) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/invoice`, headers: bearer(token) });

const fillTaxProfile = (token = flow.tokens.cliente) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/tax-profile',
    headers: bearer(token),
    payload: {
      rfc: 'GODE561231GR8',
      razon_social: 'Emilia Godínez de la O',
      regimen_fiscal: '612',
      uso_cfdi: 'G03',
      codigo_postal: '06600',
    },
  });

describe('POST /api/payments/{id}/invoice without FACTURAPI_KEY', () => {
  it('refuses while the tax profile is incomplete, naming what is missing', async () => {
    const { payment } = await paidRequest(t, flow);
    const response = await askInvoice(payment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Completa tus datos de facturación en Mi cuenta antes de pedir la factura: falta o no es válido RFC, razón social, régimen fiscal, uso del CFDI, código postal',
    );
  });

  it('records the factura as solicitada for staff to issue outside, once per payment', async () => {
    expect((await fillTaxProfile()).statusCode).toBe(200);
    const { id, payment } = await paidRequest(t, flow);
    const response = await askInvoice(payment.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'solicitada',
      provider: 'externa',
      total: payment.amount,
      receiver: { rfc: 'GODE561231GR8', razon_social: 'EMILIA GODÍNEZ DE LA O', uso_cfdi: 'G03' },
    });
    const [listed] = await paymentsOf(t, flow, id);
    expect(listed!.invoice).toMatchObject({ status: 'solicitada', provider: 'externa' });
    const audit = await t.app.db.select().from(auditEvents).where(eq(auditEvents.requestId, id));
    expect(audit.map((event) => event.action)).toContain('invoice_requested');

    const again = await askInvoice(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Ya pediste la factura de este pago/);

    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${response.json().id}/xml`,
      headers: bearer(flow.tokens.cliente),
    });
    expect(xml.statusCode).toBe(404);
    expect(xml.json().detail).toMatch(/fuera de la plataforma: la recibirás por correo/);
  });

  it('is for the request’s client only: staff and other clients get 403, no session 401', async () => {
    const { payment } = await paidRequest(t, flow);
    expect((await askInvoice(payment.id, flow.tokens.gestor)).statusCode).toBe(403);
    expect((await askInvoice(payment.id, flow.tokens.admin)).statusCode).toBe(403);
    const stranger = await registerUser(t.app, { email: 'ajeno-factura@example.mx' });
    expect((await askInvoice(payment.id, stranger.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/payments/${payment.id}/invoice` })).statusCode,
    ).toBe(401);
    expect((await askInvoice('9b2f3c1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a flagged payment, one refunded in full, and one from a closed month', async () => {
    const flagged = await paidRequest(t, flow);
    await t.app.db
      .update(payments)
      .set({ reviewReason: 'Pago recibido después de cancelar la solicitud: debe reembolsarse' })
      .where(eq(payments.id, flagged.payment.id));
    const flaggedAnswer = await askInvoice(flagged.payment.id);
    expect(flaggedAnswer.statusCode).toBe(409);
    expect(flaggedAnswer.json().detail).toMatch(/en revisión y no puede facturarse/);

    const refunded = await paidRequest(t, flow);
    await t.app.db.insert(refunds).values({
      paymentId: refunded.payment.id,
      amount: refunded.payment.amount.toFixed(2),
      reason: 'Reembolso de prueba',
      provider: 'manual',
    });
    const refundedAnswer = await askInvoice(refunded.payment.id);
    expect(refundedAnswer.statusCode).toBe(409);
    expect(refundedAnswer.json().detail).toMatch(/reembolsó por completo/);

    const old = await paidRequest(t, flow);
    const threeMonthsAgo = new Date(Date.now() - 92 * 24 * 3_600_000);
    await t.app.db.update(payments).set({ createdAt: threeMonthsAgo }).where(eq(payments.id, old.payment.id));
    const oldAnswer = await askInvoice(old.payment.id);
    expect(oldAnswer.statusCode).toBe(409);
    expect(oldAnswer.json().detail).toMatch(/ya se cerró ante el SAT/);
  });

  it('lets staff close a solicitada factura with a SAT motive, after which the client may ask again', async () => {
    const { payment } = await paidRequest(t, flow);
    const invoice = (await askInvoice(payment.id)).json();
    const cancel = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/cancel`,
        headers: bearer(token),
        payload,
      });
    expect((await cancel(flow.tokens.cliente, { motive: '03' })).statusCode).toBe(403);
    const missingUuid = await cancel(flow.tokens.gestor, { motive: '01' });
    expect(missingUuid.statusCode).toBe(422);
    expect(missingUuid.json().errors[0]).toMatchObject({ field: 'substitution' });
    const cancelled = await cancel(flow.tokens.gestor, { motive: '03' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelada', cancellation_motive: '03' });
    expect((await cancel(flow.tokens.admin, { motive: '03' })).statusCode).toBe(409);
    expect((await askInvoice(payment.id)).statusCode).toBe(201);
  });
});
