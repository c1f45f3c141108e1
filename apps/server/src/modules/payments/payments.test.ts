import { computeCurpCheckDigit } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  paymentAttempts,
  payments,
  quotations,
  tramiteRequests,
  tramites,
  users,
} from '../../db/schema/index.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';
import { expireOverdueQuotations } from '../requests/quotations.service.ts';
import { receivePayment } from './payments.service.ts';
import { paymentProvidersFor } from './providers/registry.ts';

let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

const complete = async (id: string, token = flow.tokens.admin) =>
  (await call('GET', `/api/solicitudes/${id}/complete`, token)).json();

/** A variable-price request quoted by the gestor with `extra`, and accepted by its client. */
async function quotedAndAccepted(extra: object = {}, amount = '2000.00') {
  const created = await flow.createRequest({ variable: true });
  const quoted = await call('POST', '/api/quotations', flow.tokens.gestor, {
    tramite_request_id: created.id,
    amount,
    description: 'Honorarios',
    ...extra,
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  const accepted = await call('POST', `/api/quotations/${quoted.json().id}/accept`, flow.tokens.cliente);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return created;
}

const startPayment = (requestId: string, method: string, token = flow.tokens.cliente) =>
  call('POST', `/api/tramite-requests/${requestId}/payment-attempts`, token, { method });

function uploadProof(attemptId: string, token: string, content = fileOf(SIGNATURES.pdf)) {
  const { payload, headers } = multipartBody({ content });
  return t.app.inject({
    method: 'POST',
    url: `/api/payment-attempts/${attemptId}/proof`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

describe('payment options', () => {
  it('offers the configured ways to pay and what is due, only to the request’s client', async () => {
    const created = await quotedAndAccepted();
    const options = await call(
      'GET',
      `/api/tramite-requests/${created.id}/payment-options`,
      flow.tokens.cliente,
    );
    expect(options.statusCode).toBe(200);
    expect(options.json().plan).toEqual({
      total: 2000,
      paid: 0,
      balance: 2000,
      due: { kind: 'total', amount: 2000 },
    });
    expect(options.json().methods.map((method: { method: string }) => method.method)).toEqual([
      'transferencia',
      'simulado',
    ]);
    expect(options.json().blocked_reason).toBeNull();
    const staffView = await call(
      'GET',
      `/api/tramite-requests/${created.id}/payment-options`,
      flow.tokens.gestor,
    );
    expect(staffView.json().blocked_reason).toMatch(/Solo el cliente/);
    const stranger = await registerUser(t.app);
    expect(
      (await call('GET', `/api/tramite-requests/${created.id}/payment-options`, stranger.token)).statusCode,
    ).toBe(403);
  });

  it('refuses a payment before the quotation is accepted, by someone else, with an unknown method', async () => {
    const created = await flow.createRequest({ variable: true });
    await flow.quote(created.id);
    // Staff may record money received before the client accepts (spec); the client accepts first.
    expect((await complete(created.id, flow.tokens.gestor)).permisos.puede_registrar_pago).toBe(true);
    expect((await complete(created.id, flow.tokens.cliente)).permisos.puede_pagar).toBe(false);
    const early = await startPayment(created.id, 'transferencia');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Acepta la cotización antes de pagar');
    expect((await startPayment(created.id, 'transferencia', flow.tokens.gestor)).statusCode).toBe(403);
    const unknown = await startPayment(created.id, 'bitcoin');
    expect(unknown.statusCode).toBe(422);
    // Stripe is not configured here: its methods are not offered.
    const card = await startPayment(created.id, 'tarjeta');
    expect(card.statusCode).toBe(422);
  });

  it('lets only a verified e-mail pay', async () => {
    const client = await registerUser(t.app);
    const created = await flow.createRequest({ token: client.token, variable: true });
    await flow.quote(created.id);
    const detail = await complete(created.id, client.token);
    await call('POST', `/api/quotations/${detail.cotizacion.id}/accept`, client.token);
    const options = (
      await call('GET', `/api/tramite-requests/${created.id}/payment-options`, client.token)
    ).json();
    expect(options.blocked_reason).toMatch(/Confirma tu correo/);
    const refused = await startPayment(created.id, 'transferencia', client.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('email_not_verified');
    expect((await complete(created.id)).solicitud.status).toBe('cotizacion_enviada');
  });
});

describe('bank transfer', () => {
  it('shows the bank data with the folio, takes the comprobante, and moves on when staff confirm', async () => {
    const created = await quotedAndAccepted();
    const started = await startPayment(created.id, 'transferencia');
    expect(started.statusCode).toBe(201);
    const attempt = started.json();
    expect(attempt).toMatchObject({
      method: 'transferencia',
      status: 'pendiente',
      amount: 2000,
      kind: 'total',
    });
    expect(attempt.instructions).toMatchObject({ reference: created.folio, clabe: '002180000000000009' });
    // Asking again shows the same attempt instead of a second one.
    const again = await startPayment(created.id, 'transferencia');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(attempt.id);

    // Only the client uploads it, and only a real PDF/JPG/PNG.
    expect((await uploadProof(attempt.id, flow.tokens.gestor)).statusCode).toBe(403);
    expect(
      (await uploadProof(attempt.id, flow.tokens.cliente, Buffer.from('no soy un pdf'))).statusCode,
    ).toBe(415);
    const uploaded = await uploadProof(attempt.id, flow.tokens.cliente);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().status).toBe('en_revision');

    const queue = (await call('GET', '/api/payments/pending-transfers', flow.tokens.gestor)).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(attempt.id);
    expect((await call('GET', '/api/payments/pending-transfers', flow.tokens.cliente)).statusCode).toBe(403);
    const proof = await call('GET', `/api/payment-attempts/${attempt.id}/proof`, flow.tokens.gestor);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-disposition']).toMatch(/^attachment/);

    expect(
      (await call('POST', `/api/payment-attempts/${attempt.id}/confirm`, flow.tokens.cliente)).statusCode,
    ).toBe(403);
    const confirmed = await call('POST', `/api/payment-attempts/${attempt.id}/confirm`, flow.tokens.gestor);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ provider: 'transferencia', amount: 2000, kind: 'total' });
    expect((await complete(created.id)).solicitud.status).toBe('esperando_documentos');
    expect(
      (await call('POST', `/api/payment-attempts/${attempt.id}/confirm`, flow.tokens.gestor)).statusCode,
    ).toBe(409);
  });

  it('tells the client why a comprobante was not accepted, and takes another', async () => {
    const created = await quotedAndAccepted();
    const attempt = (await startPayment(created.id, 'transferencia')).json();
    await uploadProof(attempt.id, flow.tokens.cliente);
    const noReason = await call('POST', `/api/payment-attempts/${attempt.id}/decline`, flow.tokens.gestor, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    const declined = await call('POST', `/api/payment-attempts/${attempt.id}/decline`, flow.tokens.gestor, {
      reason: 'El monto no coincide',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'pendiente', review_note: 'El monto no coincide' });
    const options = (
      await call('GET', `/api/tramite-requests/${created.id}/payment-options`, flow.tokens.cliente)
    ).json();
    expect(options.attempts[0]).toMatchObject({ id: attempt.id, review_note: 'El monto no coincide' });
    expect((await uploadProof(attempt.id, flow.tokens.cliente)).json().status).toBe('en_revision');
  });
  it('keeps a quotation payable past its date while a transfer waits for staff', async () => {
    const created = await quotedAndAccepted();
    const attempt = (await startPayment(created.id, 'transferencia')).json();
    await uploadProof(attempt.id, flow.tokens.cliente);
    await t.app.db
      .update(quotations)
      .set({ validUntil: '2020-01-01' })
      .where(eq(quotations.requestId, created.id));
    expect(await expireOverdueQuotations(t.app.db)).toBe(0);
    expect((await complete(created.id)).solicitud.status).toBe('cotizacion_enviada');
    const confirmed = await call('POST', `/api/payment-attempts/${attempt.id}/confirm`, flow.tokens.gestor);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await complete(created.id)).pagos[0].review_reason).toBeNull();
  });

  it('lets a quotation expire once nothing is under way', async () => {
    const created = await quotedAndAccepted();
    await startPayment(created.id, 'transferencia');
    await t.app.db
      .update(paymentAttempts)
      .set({ status: 'cancelado' })
      .where(eq(paymentAttempts.requestId, created.id));
    await t.app.db
      .update(quotations)
      .set({ validUntil: '2020-01-01' })
      .where(eq(quotations.requestId, created.id));
    expect(await expireOverdueQuotations(t.app.db)).toBeGreaterThanOrEqual(1);
    expect((await complete(created.id)).solicitud.status).toBe('cotizacion_solicitada');
  });
});

describe('deposits (anticipo)', () => {
  it('takes the anticipo first, and refuses completion until the balance is paid', async () => {
    const outOfRange = await call('POST', '/api/quotations', flow.tokens.gestor, {
      tramite_request_id: (await flow.createRequest({ variable: true })).id,
      amount: '1000.00',
      deposit_percent: 100,
    });
    expect(outOfRange.statusCode).toBe(422);

    const created = await quotedAndAccepted({ deposit_percent: 50 }, '3000.00');
    const options = (
      await call('GET', `/api/tramite-requests/${created.id}/payment-options`, flow.tokens.cliente)
    ).json();
    expect(options.plan.due).toEqual({ kind: 'anticipo', amount: 1500 });
    const paid = await startPayment(created.id, 'simulado');
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'pagado', kind: 'anticipo', amount: 1500 });
    const afterDeposit = await complete(created.id, flow.tokens.cliente);
    expect(afterDeposit.solicitud.status).toBe('esperando_documentos');
    expect(afterDeposit.pagos).toHaveLength(1);
    expect(afterDeposit.permisos.puede_pagar).toBe(true);

    // Staff take the request to delivery; completion waits for the balance.
    await call('PUT', `/api/tramites/${created.id}/status`, flow.tokens.admin, {
      status: 'listo_para_entrega',
      reason: 'Prueba de saldo pendiente',
    });
    expect((await complete(created.id)).solicitud.status).toBe('listo_para_entrega');
    const refused = await call('PUT', `/api/tramites/${created.id}/status`, flow.tokens.gestor, {
      status: 'completado',
      notes: 'Entregado',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'No se puede concluir la solicitud: falta pagar el saldo de $1,500.00 MXN.',
    );
    const forced = await call('PUT', `/api/tramites/${created.id}/status`, flow.tokens.admin, {
      status: 'completado',
      reason: 'Forzar',
    });
    expect(forced.statusCode).toBe(409);

    // Staff may record the balance received outside the platform, for exactly what is left.
    expect((await complete(created.id, flow.tokens.gestor)).permisos.puede_registrar_pago).toBe(true);
    const wrong = await call('POST', '/api/payments', flow.tokens.gestor, {
      tramite_request_id: created.id,
      method: 'spei',
      amount: '3000.00',
      reference: 'SPEI-SALDO',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('El monto debe ser igual al del saldo pendiente ($1,500.00 MXN)');
    const balance = await call('POST', '/api/payments', flow.tokens.gestor, {
      tramite_request_id: created.id,
      method: 'spei',
      amount: '1500.00',
      reference: 'SPEI-SALDO',
    });
    expect(balance.statusCode, balance.body).toBe(201);
    expect(balance.json()).toMatchObject({ kind: 'saldo', amount: 1500 });
    expect((await complete(created.id, flow.tokens.gestor)).permisos.puede_registrar_pago).toBe(false);
    expect((await complete(created.id, flow.tokens.cliente)).permisos.puede_pagar).toBe(false);
    const done = await call('PUT', `/api/tramites/${created.id}/status`, flow.tokens.gestor, {
      status: 'completado',
      notes: 'Entregado',
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('money that cannot be kept', () => {
  it('flags a payment after cancellation and records the same provider payment once', async () => {
    const created = await quotedAndAccepted();
    await call('PUT', `/api/tramites/${created.id}/status`, flow.tokens.cliente, {
      status: 'cancelado',
      notes: 'Ya no lo necesito',
    });
    const incoming = {
      provider: 'stripe',
      method: 'oxxo',
      amount: '2000.00',
      reference: 'pi_tarde',
      providerRef: 'pi_tarde',
      performer: 'system' as const,
    };
    const first = await t.app.db.transaction((tx) => receivePayment(tx, created.id, incoming));
    const second = await t.app.db.transaction((tx) => receivePayment(tx, created.id, incoming));
    expect(first.flagged).toBe(true);
    expect(second.duplicate).toBe(true);
    const rows = await t.app.db.select().from(payments).where(eq(payments.requestId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reviewReason).toMatch(/después de cancelar/);
    const [request] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, created.id));
    expect(request!.status).toBe('cancelado');
  });

  it('flags a wrong amount and leaves the request waiting for its payment', async () => {
    const created = await quotedAndAccepted();
    const received = await t.app.db.transaction((tx) =>
      receivePayment(tx, created.id, {
        provider: 'stripe',
        method: 'spei',
        amount: '1999.00',
        reference: 'pi_corto',
        providerRef: 'pi_corto',
        performer: 'system',
      }),
    );
    expect(received.flagged).toBe(true);
    const detail = await complete(created.id);
    expect(detail.solicitud.status).toBe('cotizacion_enviada');
    expect(detail.pagos[0].review_reason).toMatch(/no coincide/);
  });
});

describe('what the client spent', () => {
  it('counts money kept: not flagged money, and refunds taken off', async () => {
    const spent = async () =>
      (await call('GET', '/api/dashboard/stats', flow.tokens.cliente)).json().total_spent;
    const before = await spent();
    const created = await quotedAndAccepted({}, '1000.00');
    await t.app.db.transaction((tx) =>
      receivePayment(tx, created.id, {
        provider: 'stripe',
        method: 'spei',
        amount: '999.00',
        reference: 'pi_de_menos',
        providerRef: 'pi_de_menos',
        performer: 'system',
      }),
    );
    expect(await spent()).toBeCloseTo(before, 2);
    const paid = await startPayment(created.id, 'simulado');
    expect(paid.statusCode).toBe(201);
    expect(await spent()).toBeCloseTo(before + 1000, 2);
    const [payment] = (await complete(created.id)).pagos.filter(
      (row: { review_reason: string | null }) => !row.review_reason,
    );
    const refunded = await call('POST', `/api/payments/${payment.id}/refunds`, flow.tokens.admin, {
      amount: '400.00',
      reason: 'Descuento acordado',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await spent()).toBeCloseTo(before + 600, 2);
  });
});

describe('who pays the derechos', () => {
  it('itemises a fixed price with its IVA and names the derechos the client pays directly', async () => {
    const created = await flow.createRequest();
    const quotation = (await complete(created.id, flow.tokens.cliente)).cotizacion;
    const [tramite] = await t.app.db.select().from(tramites).where(eq(tramites.id, flow.fixedTramite.id));
    const fee = Number(tramite!.fixedPrice);
    const [honorarios, iva] = quotation.items;
    expect(honorarios.tipo).toBe('honorarios');
    expect(iva.tipo).toBe('iva');
    expect(Math.round((honorarios.monto + iva.monto) * 100)).toBe(Math.round(fee * 100));
    expect(quotation.amount).toBe(fee);
    expect(quotation.derechos_included).toBe(false);
  });

  it('does not ask the client for the derechos receipt when the quotation includes them', async () => {
    const [passport] = await t.app.db
      .select()
      .from(tramites)
      .where(eq(tramites.slug, 'pasaporte-ordinario-3-anos'));
    const response = await call('POST', '/api/tramites/request', flow.tokens.cliente, {
      tramite_type_id: passport!.id,
      description: 'Pasaporte con derechos incluidos',
      // Issue 25: the passport's CURP is a field of its request form.
      form_answers: { curp: `LOPM900215MDFPRR0${computeCurpCheckDigit('LOPM900215MDFPRR0')}` },
    });
    const created = response.json();
    const documents = async () =>
      (await call('GET', `/api/tramite-requests/${created.id}/documents`, flow.tokens.cliente)).json();
    const receipt = (status: { documents_status: { required_name: string; is_required: boolean }[] }) =>
      status.documents_status.find(
        (document) => document.required_name === 'Comprobante de pago de derechos',
      );
    const before = await documents();
    expect(receipt(before)?.is_required).toBe(true);
    const quoted = await call('POST', '/api/quotations', flow.tokens.gestor, {
      tramite_request_id: created.id,
      amount: '2955.00',
      items: [
        { concepto: 'Honorarios', tipo: 'honorarios', monto: '1000.00' },
        { concepto: 'IVA', tipo: 'iva', monto: '160.00' },
        { concepto: 'Derechos', tipo: 'derechos', monto: '1795.00' },
      ],
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().derechos_included).toBe(true);
    const [row] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, created.id));
    expect(row!.derechosIncluded).toBe(true);
    const after = await documents();
    expect(receipt(after)?.is_required).toBe(false);
    expect(after.total_required).toBe(before.total_required - 1);
  });

  it('keeps the client’s derechos and where to pay them with the quotation', async () => {
    const created = await flow.createRequest({ variable: true });
    const quoted = await call('POST', '/api/quotations', flow.tokens.gestor, {
      tramite_request_id: created.id,
      amount: '1160.00',
      client_derechos_amount: '1795.00',
      client_derechos_note: 'En el banco con la hoja de ayuda de la SRE',
    });
    expect(quoted.json()).toMatchObject({
      amount: 1160,
      derechos_included: false,
      client_derechos_amount: 1795,
      client_derechos_note: 'En el banco con la hoja de ayuda de la SRE',
    });
  });
});

describe('payment configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://db/tmx',
  };

  it('checks the bank data and the providers named, and starts without bank data (a warning)', () => {
    expect(loadConfig(production).payments.bank).toBeUndefined();
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDERS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    const bank = { BANK_NAME: 'BBVA', BANK_CLABE: '002180000000000009', BANK_BENEFICIARY: 'Gestoría SA' };
    expect(loadConfig({ ...production, ...bank }).payments.bank).toEqual({
      name: 'BBVA',
      clabe: '002180000000000009',
      beneficiary: 'Gestoría SA',
    });
    expect(() => loadConfig({ ...production, ...bank, BANK_CLABE: '002180000000000001' })).toThrow(
      /dígito de control/,
    );
    expect(() => loadConfig({ ...production, ...bank, PAYMENT_PROVIDERS: 'simulado' })).toThrow(/modo demo/);
    expect(() => loadConfig({ ...production, ...bank, STRIPE_SECRET_KEY: 'sk_live_123456' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('tells the client how to pay when the gestoría configured no way to pay online', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      const client = await registerUser(prod.app);
      await prod.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, client.id));
      const fixed = (await tramitesWithoutForm(prod.app.db)).find((row) => row.priceType === 'fijo');
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        prod.app.inject({ method, url, headers: bearer(client.token), payload });
      const created = (await inject('POST', '/api/tramites/request', { tramite_type_id: fixed!.id })).json();
      const detail = (await inject('GET', `/api/solicitudes/${created.id}/complete`)).json();
      await inject('POST', `/api/quotations/${detail.cotizacion.id}/accept`);
      const options = (await inject('GET', `/api/tramite-requests/${created.id}/payment-options`)).json();
      expect(options.methods).toEqual([]);
      expect(options.blocked_reason).toBe(
        'Por ahora no recibimos pagos en línea: tu gestor te dirá cómo pagar por el chat y registrará tu pago.',
      );
      const refused = await inject('POST', `/api/tramite-requests/${created.id}/payment-attempts`, {
        method: 'transferencia',
      });
      expect(refused.statusCode).toBe(422);
    } finally {
      await prod.close();
    }
  });

  it('offers no simulation and no fictitious bank outside demo mode', async () => {
    const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.config.dataDir });
    const names = async (config: typeof base) =>
      (await paymentProvidersFor(config)).map((provider) => provider.name);
    expect(await names({ ...base, demoMode: true })).toEqual(['transferencia', 'simulado']);
    expect(await names({ ...base, demoMode: false })).toEqual([]);
    const bank = { name: 'BBVA', clabe: '002180000000000009', beneficiary: 'Gestoría SA' };
    expect(await names({ ...base, demoMode: false, payments: { ...base.payments, bank } })).toEqual([
      'transferencia',
    ]);
    expect(
      await names({
        ...base,
        demoMode: true,
        payments: { ...base.payments, providers: ['simulado', 'transferencia'] },
      }),
    ).toEqual(['simulado', 'transferencia']);
  });
});
