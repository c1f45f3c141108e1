import { eq } from 'drizzle-orm';
import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { attachmentsOf, paidRequest, paymentsOf } from './test-helpers.ts';

/*
 * The real facturapi SDK with FACTURAPI_KEY set; its fetch calls are answered by undici's MockAgent (the
 * global dispatcher of Node's fetch), so the test sees exactly what would reach Facturapi.
 */
const API_KEY = 'sk_test_tramites_0123456789';
const ORIGIN = 'https://www.facturapi.io';
const SAT_UUID = 'F7B4A1C2-1111-4222-8333-444455556666';
const XML = `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0"><tfd:TimbreFiscalDigital UUID="${SAT_UUID}"/></cfdi:Comprobante>`;
const PDF = '%PDF-1.4\n% factura de prueba\n';

let t: TestApp;
let flow: RequestFlow;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let agent: MockAgent;
let previousDispatcher: Dispatcher;

interface SeenCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}
const calls: SeenCall[] = [];
/** What the next POST /v2/invoices answers: Facturapi's invoice, or one of its errors. */
let nextCreate: { status: number; body: Record<string, unknown> } | 'network-error' = {
  status: 200,
  body: {},
};
let issued = 0;

function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers) {
    return undefined;
  }
  if (headers instanceof Headers) {
    return headers.get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[]>;
  const value = Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

function record(options: { method: string; path: string; headers?: unknown; body?: unknown }): SeenCall {
  const call = {
    method: options.method,
    path: options.path,
    authorization: headerOf(options.headers, 'authorization'),
    body: typeof options.body === 'string' ? JSON.parse(options.body) : null,
  };
  calls.push(call);
  return call;
}

const json = { headers: { 'content-type': 'application/json' } };

beforeAll(async () => {
  previousDispatcher = getGlobalDispatcher();
  agent = new MockAgent();
  agent.disableNetConnect();
  setGlobalDispatcher(agent);
  const facturapi = agent.get(ORIGIN);
  facturapi
    .intercept({ path: '/v2/invoices', method: 'POST' })
    .reply((options) => {
      const call = record(options);
      if (nextCreate === 'network-error') {
        throw new Error('socket hang up');
      }
      if (nextCreate.status !== 200) {
        return { statusCode: nextCreate.status, data: nextCreate.body, responseOptions: json };
      }
      issued++;
      return {
        statusCode: 200,
        data: {
          id: `inv_test_${issued}`,
          uuid: issued === 1 ? SAT_UUID : `${SAT_UUID.slice(0, -1)}${issued}`,
          series: 'TMX',
          folio_number: 100 + issued,
          total: ((call.body?.items ?? []) as { product: { price: number } }[]).reduce(
            (sum, item) => sum + item.product.price,
            0,
          ),
          status: 'valid',
          cancellation_status: 'none',
        },
        responseOptions: json,
      };
    })
    .persist();
  facturapi
    .intercept({ path: /^\/v2\/invoices\/inv_test_\d+\/xml$/, method: 'GET' })
    .reply((options) => {
      record(options);
      return {
        statusCode: 200,
        data: XML,
        responseOptions: { headers: { 'content-type': 'application/xml' } },
      };
    })
    .persist();
  facturapi
    .intercept({ path: /^\/v2\/invoices\/inv_test_\d+\/pdf$/, method: 'GET' })
    .reply((options) => {
      record(options);
      return {
        statusCode: 200,
        data: PDF,
        responseOptions: { headers: { 'content-type': 'application/pdf' } },
      };
    })
    .persist();
  facturapi
    .intercept({ path: /^\/v2\/invoices\/inv_test_\d+\?/, method: 'DELETE' })
    .reply((options) => {
      record(options);
      return {
        statusCode: 200,
        data: { id: 'inv_test_1', status: 'canceled', cancellation_status: 'accepted' },
        responseOptions: json,
      };
    })
    .persist();

  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    emailRetryBaseMs: 50,
    emailPollMs: 100,
    payments: { providers: undefined, stripe: undefined, bank: undefined, facturapiKey: API_KEY },
  });
  flow = await setUpRequestFlow(t);
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/account/tax-profile',
    headers: bearer(flow.tokens.cliente),
    payload: {
      rfc: 'MAB9307148T4',
      razon_social: 'Mabe',
      regimen_fiscal: '601',
      uso_cfdi: 'G03',
      codigo_postal: '76030',
    },
  });
  expect(profile.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  setGlobalDispatcher(previousDispatcher);
  await agent.close();
});

const askInvoice = (paymentId: string, token = flow.tokens.cliente) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/invoice`, headers: bearer(token) });
const creates = () => calls.filter((call) => call.method === 'POST' && call.path === '/v2/invoices');

describe('facturas through Facturapi (FACTURAPI_KEY set)', () => {
  it('issues a CFDI 4.0: receiver from the tax profile, honorarios with IVA, derechos without it, forma de pago of the method', async () => {
    nextCreate = { status: 200, body: {} };
    const { id, folio, payment } = await paidRequest(t, flow, { derechos: 1795 });
    const response = await askInvoice(payment.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'emitida',
      provider: 'facturapi',
      sat_uuid: SAT_UUID,
      series: 'TMX',
      folio_number: 101,
      total: 2955,
    });

    const [sent] = creates();
    expect(sent!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent!.body).toMatchObject({
      customer: { legal_name: 'MABE', tax_id: 'MAB9307148T4', tax_system: '601', address: { zip: '76030' } },
      use: 'G03',
      payment_form: '03',
      payment_method: 'PUE',
      currency: 'MXN',
      external_id: payment.id,
      idempotency_key: response.json().id,
    });
    const [honorarios, derechos, ...more] = sent!.body!.items as {
      quantity: number;
      product: Record<string, unknown>;
    }[];
    expect(more).toEqual([]);
    expect(honorarios!.product).toMatchObject({
      product_key: '80161500',
      unit_key: 'E48',
      price: 1000,
      tax_included: false,
      taxability: '02',
      taxes: [{ type: 'IVA', rate: 0.16 }],
    });
    expect(honorarios!.product.description).toContain(folio);
    // IVA only on the honorarios: the derechos go as no objeto de impuesto, with no taxes at all.
    expect(derechos!.product).toMatchObject({
      product_key: '01010101',
      price: 1795,
      tax_included: false,
      taxability: '01',
      taxes: [],
    });

    const [listed] = await paymentsOf(t, flow, id);
    expect(listed!.invoice).toMatchObject({ status: 'emitida', sat_uuid: SAT_UUID });
  });

  it('serves the XML and the PDF to the client and staff, through the SDK, as downloads', async () => {
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.satUuid, SAT_UUID));
    const download = (kind: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/invoices/${row!.id}/${kind}`, headers: bearer(token) });
    const xml = await download('xml', flow.tokens.cliente);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml');
    expect(xml.headers['content-disposition']).toMatch(/^attachment; filename="factura-.+-TMX101\.xml"/);
    expect(xml.headers['x-content-type-options']).toBe('nosniff');
    expect(xml.body).toBe(XML);
    const pdf = await download('pdf', flow.tokens.gestor);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe(PDF);
    const stranger = await registerUser(t.app, { email: 'ajeno-xml@example.mx' });
    expect((await download('xml', stranger.token)).statusCode).toBe(403);
  });

  it('e-mails the client the issued factura with its XML and PDF attached', async () => {
    const isInvoiceEmail = (email: { subject: string; text: string }) =>
      /Tu factura está lista/.test(email.subject) && email.text.includes(SAT_UUID);
    await vi.waitFor(() => expect(smtp.received.filter(isInvoiceEmail)).toHaveLength(1), { timeout: 10_000 });
    const email = smtp.received.find(isInvoiceEmail)!;
    expect(email.to).toEqual(['cliente@demo.mx']);
    const files = attachmentsOf(email.raw);
    expect(files.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    expect(files.find((file) => file.contentType === 'application/xml')!.content.toString()).toBe(XML);
  });

  it('answers 409 with the SAT’s reason when Facturapi refuses, and a retry issues the same invoice row', async () => {
    const { payment } = await paidRequest(t, flow);
    nextCreate = {
      status: 400,
      body: {
        message: 'El RFC del receptor no se encuentra en la lista de RFC inscritos no cancelados en el SAT',
        status: 400,
      },
    };
    const refused = await askInvoice(payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'El SAT no aceptó la factura: El RFC del receptor no se encuentra en la lista de RFC inscritos no cancelados en el SAT.',
    );
    const [failed] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(failed).toMatchObject({ status: 'error' });

    nextCreate = { status: 200, body: {} };
    const retried = await askInvoice(payment.id);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ id: failed!.id, status: 'emitida' });
    // A fixed fee without derechos: one concept, the honorarios.
    expect((creates().at(-1)!.body!.items as unknown[]).length).toBe(1);
  });

  it('retries an issue interrupted between its two steps, and refuses a second ask while one is under way', async () => {
    const { payment } = await paidRequest(t, flow);
    const receiver = {
      rfc: 'MAB9307148T4',
      razon_social: 'MABE',
      regimen_fiscal: '601',
      uso_cfdi: 'G03',
      codigo_postal: '76030',
    };
    const [underWay] = await t.app.db
      .insert(invoices)
      .values({
        paymentId: payment.id,
        requestId: payment.tramite_request_id,
        status: 'solicitada',
        provider: 'facturapi',
        total: payment.amount.toFixed(2),
        receiver,
      })
      .returning();
    const busy = await askInvoice(payment.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(
      'La factura de este pago se está emitiendo: en un momento podrás descargarla',
    );

    await t.app.db
      .update(invoices)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(invoices.id, underWay!.id));
    const retried = await askInvoice(payment.id);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ id: underWay!.id, status: 'emitida' });
    expect(creates().at(-1)!.body!.idempotency_key).toBe(underWay!.id);
  });

  it('answers 502 when Facturapi cannot be reached; nothing is issued', async () => {
    const { payment } = await paidRequest(t, flow);
    nextCreate = 'network-error';
    const response = await askInvoice(payment.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'invoice_provider_unavailable' });
    nextCreate = { status: 200, body: {} };
  });

  it('lets staff cancel a stamped factura with a SAT motive through Facturapi', async () => {
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.satUuid, SAT_UUID));
    const cancel = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${row!.id}/cancel`,
        headers: bearer(token),
        payload,
      });
    expect((await cancel(flow.tokens.cliente, { motive: '02' })).statusCode).toBe(403);
    expect((await cancel(flow.tokens.gestor, { motive: '05' })).statusCode).toBe(422);
    const response = await cancel(flow.tokens.gestor, {
      motive: '01',
      substitution: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelada', cancellation_motive: '01' });
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(deleted.path).toBe(
      `/v2/invoices/${row!.providerRef}?motive=01&substitution=A1B2C3D4-0000-4000-8000-000000000001`,
    );
  });
});
