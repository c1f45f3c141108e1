import { validateClabe } from '@tramites/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  chatMessages,
  paymentAttempts,
  payments,
  providerEvents,
  quotations,
  refunds,
  tramiteRequests,
  users,
} from '../../../db/schema/index.ts';
import { tramitesWithoutForm } from '../../../test/catalog-rows.ts';
import { baseUrlOf, EventStreamClient } from '../../../test/event-stream.ts';
import { FakeStripe, signedWebhook, stripeEvent } from '../../../test/fake-stripe.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/test-app.ts';
import { stripeProvider } from './stripe.provider.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const PUBLIC_URL = 'https://tramites.example.mx';

let fake: FakeStripe;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let client: { token: string; id: string; email: string };
let fixedTramiteId: number;

beforeAll(async () => {
  fake = await FakeStripe.start();
  smtp = await startSmtpSink();
  t = await createTestApp({
    demoMode: false,
    smtpUrl: smtp.url,
    publicUrl: PUBLIC_URL,
    payments: {
      providers: ['stripe', 'transferencia'],
      stripe: { secretKey: 'sk_test_fake_0123456789', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url },
      bank: { name: 'BBVA México', clabe: '012180001234567897', beneficiary: 'Gestoría Pruebas SA de CV' },
      facturapiKey: undefined,
    },
  });
  client = await newVerifiedClient();
  const fixed = (await tramitesWithoutForm(t.app.db)).find((row) => row.priceType === 'fijo');
  fixedTramiteId = fixed!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fake?.close();
});

/** A client who confirmed their e-mail (only they may pay): set directly, as the verification link would. */
async function newVerifiedClient() {
  const user = await registerUser(t.app);
  await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = client.token, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** A fixed-price request of the client whose quotation they accepted: what is due is its total. */
async function acceptedRequest(token = client.token) {
  const created = await call('POST', '/api/tramites/request', token, {
    tramite_type_id: fixedTramiteId,
    description: 'Solicitud de prueba',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, folio } = created.json();
  const detail = (await call('GET', `/api/solicitudes/${id}/complete`, token)).json();
  const accepted = await call('POST', `/api/quotations/${detail.cotizacion.id}/accept`, token);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const options = (await call('GET', `/api/tramite-requests/${id}/payment-options`, token)).json();
  expect(options.blocked_reason).toBeNull();
  return { id: id as string, folio: folio as string, due: options.plan.due.amount as number };
}

async function startPayment(requestId: string, method: string, token = client.token) {
  const response = await call('POST', `/api/tramite-requests/${requestId}/payment-attempts`, token, {
    method,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// biome-ignore lint/suspicious/noExplicitAny: a Stripe event of any type
async function deliver(event: Record<string, any>, secret = WEBHOOK_SECRET) {
  const { payload, headers } = signedWebhook(event, secret);
  return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers, payload });
}

const paymentsOf = (requestId: string) =>
  t.app.db.select().from(payments).where(eq(payments.requestId, requestId));
const attemptRow = async (id: string) =>
  (await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const requestRow = async (id: string) =>
  (await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, id)))[0]!;
const auditOf = (requestId: string, action: string) =>
  t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.requestId, requestId), eq(auditEvents.action, action)));

const centavos = (pesos: number) => String(Math.round(pesos * 100));

describe('card through Stripe Checkout', () => {
  it('opens a Checkout page for the exact amount in MXN, and a paid session moves the request on once', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'tarjeta');

    const [sent] = fake.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent!.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'mxn',
            unit_amount: centavos(request.due),
            product_data: { name: expect.stringContaining(request.folio) },
          },
        },
      ],
      success_url: `${PUBLIC_URL}/solicitud/${request.id}?pago=ok`,
      cancel_url: `${PUBLIC_URL}/solicitud/${request.id}?pago=cancelado`,
      client_reference_id: attempt.id,
      customer_email: client.email,
      payment_intent_data: {
        metadata: { attempt_id: attempt.id, request_id: request.id, folio: request.folio },
      },
    });
    expect(sent!.headers['idempotency-key']).toBe(`checkout-${attempt.id}`);
    const session = fake.get((await attemptRow(attempt.id)).providerRef!);
    expect(attempt).toMatchObject({
      provider: 'stripe',
      method: 'tarjeta',
      status: 'pendiente',
      instructions: { checkout_url: session.url },
      expires_at: new Date(session.expires_at * 1000).toISOString(),
    });

    // Stripe sends both events for one card payment: one ledger row, one move.
    const paid = fake.completeCheckout(session.id);
    const completed = await deliver(stripeEvent('checkout.session.completed', paid.session));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(stripeEvent('payment_intent.succeeded', paid.intent))).statusCode).toBe(200);

    const ledger = await paymentsOf(request.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      provider: 'stripe',
      method: 'tarjeta',
      amount: request.due.toFixed(2),
      currency: 'MXN',
      providerRef: paid.intent.id,
      attemptId: attempt.id,
      reviewReason: null,
    });
    expect((await attemptRow(attempt.id)).status).toBe('pagado');
    const moves = await auditOf(request.id, 'payment_recorded');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ toStatus: 'pago_procesado', actorRole: 'system' });
    expect((await requestRow(request.id)).status).not.toBe('cotizacion_enviada');
  });

  it('keeps the Checkout page open after a declined card (the client retries on that page)', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'tarjeta');
    const declined = {
      id: 'pi_test_declined_card',
      object: 'payment_intent',
      amount: Number(centavos(request.due)),
      currency: 'mxn',
      status: 'requires_payment_method',
      payment_method_types: ['card'],
      metadata: { attempt_id: attempt.id, request_id: request.id, folio: request.folio },
    };
    expect((await deliver(stripeEvent('payment_intent.payment_failed', declined))).statusCode).toBe(200);
    expect((await attemptRow(attempt.id)).status).toBe('pendiente');
  });

  it('ignores a Checkout session completed but not paid yet', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'tarjeta');
    const session = fake.get((await attemptRow(attempt.id)).providerRef!);
    const response = await deliver(
      stripeEvent('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await paymentsOf(request.id)).toHaveLength(0);
    expect((await attemptRow(attempt.id)).status).toBe('pendiente');
  });
});

describe('OXXO', () => {
  it('shows and e-mails the voucher, and the paid voucher moves the request on', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');

    const [sent] = fake.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(sent!.body).toMatchObject({
      amount: centavos(request.due),
      currency: 'mxn',
      allowed_payment_method_types: ['oxxo'],
      confirm: 'true',
      payment_method_data: {
        type: 'oxxo',
        billing_details: { name: 'Usuario Prueba', email: client.email },
      },
      payment_method_options: { oxxo: { expires_after_days: '3' } },
      metadata: { attempt_id: attempt.id, request_id: request.id, folio: request.folio },
    });
    const intent = fake.get((await attemptRow(attempt.id)).providerRef!);
    const voucher = intent.next_action.oxxo_display_details;

    const options = (await call('GET', `/api/tramite-requests/${request.id}/payment-options`)).json();
    expect(options.methods.map((row: { method: string }) => row.method)).toEqual([
      'tarjeta',
      'oxxo',
      'spei',
      'transferencia',
    ]);
    expect(options.attempts).toHaveLength(1);
    expect(options.attempts[0]).toMatchObject({
      id: attempt.id,
      method: 'oxxo',
      amount: request.due,
      instructions: { voucher_number: voucher.number, voucher_url: voucher.hosted_voucher_url },
      expires_at: new Date(voucher.expires_after * 1000).toISOString(),
    });

    // Stripe announces the voucher: the client gets it by e-mail.
    expect((await deliver(stripeEvent('payment_intent.requires_action', intent))).statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          smtp.received.some((mail) => mail.subject.includes(`OXXO`) && mail.subject.includes(request.folio)),
        ).toBe(true),
      { timeout: 5_000 },
    );
    const mail = smtp.received.find((received) => received.subject.includes(request.folio))!;
    expect(mail.to).toEqual([client.email]);
    expect(mail.text).toContain(voucher.number);
    expect(mail.text).toContain(voucher.hosted_voucher_url);
    expect(mail.text).toContain(`${PUBLIC_URL}/solicitud/${request.id}`);
    expect(mail.subject).toMatch(/\$[\d,]+\.\d{2} MXN/);

    const paid = await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intent.id)));
    expect(paid.statusCode, paid.body).toBe(200);
    const ledger = await paymentsOf(request.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ method: 'oxxo', amount: request.due.toFixed(2), reviewReason: null });
    expect(ledger[0]!.reference).toMatch(/^ch_/);
    const after = (await call('GET', `/api/tramite-requests/${request.id}/payment-options`)).json();
    expect(after.attempts).toEqual([]);
    expect(after.plan.due).toBeNull();
  });

  it('lets the client choose again when the voucher expires unpaid', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intent = fake.get((await attemptRow(attempt.id)).providerRef!);

    // Stripe's payment_failed of an OXXO PaymentIntent is its voucher expiring.
    const expired = await deliver(
      stripeEvent('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
        next_action: null,
      }),
    );
    expect(expired.statusCode).toBe(200);
    expect((await attemptRow(attempt.id)).status).toBe('expirado');
    const options = (await call('GET', `/api/tramite-requests/${request.id}/payment-options`)).json();
    expect(options.attempts).toEqual([]);
    expect(options.blocked_reason).toBeNull();
    const told = await t.app.db.select().from(chatMessages).where(eq(chatMessages.requestId, request.id));
    expect(told.some((message) => /ficha de pago en OXXO venció/.test(message.messageText))).toBe(true);

    const again = await startPayment(request.id, 'oxxo');
    expect(again.id).not.toBe(attempt.id);
    expect(again.instructions.voucher_number).toBeTruthy();
    expect(await paymentsOf(request.id)).toHaveLength(0);
  });
});

describe('OXXO limits', () => {
  it('does not offer cash at OXXO above $10,000 MXN, and refuses it if asked', async () => {
    const created = await call('POST', '/api/tramites/request', client.token, {
      tramite_type_id: fixedTramiteId,
      description: 'Solicitud grande',
    });
    const { id } = created.json();
    // A quotation above Stripe's OXXO maximum (staff would send it; set directly here).
    await t.app.db
      .update(quotations)
      .set({ amount: '12000.00', items: [] })
      .where(eq(quotations.requestId, id));
    const detail = (await call('GET', `/api/solicitudes/${id}/complete`)).json();
    await call('POST', `/api/quotations/${detail.cotizacion.id}/accept`);
    const options = (await call('GET', `/api/tramite-requests/${id}/payment-options`)).json();
    expect(options.methods.map((method: { method: string }) => method.method)).toEqual([
      'tarjeta',
      'spei',
      'transferencia',
    ]);
    const refused = await call('POST', `/api/tramite-requests/${id}/payment-attempts`, client.token, {
      method: 'oxxo',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('En OXXO solo se pagan montos de $10 a $10,000 MXN');
  });
});

describe('SPEI', () => {
  it('shows the CLABE of the client’s Stripe customer, reused on the next payment, and the transfer pays', async () => {
    const spender = await newVerifiedClient();
    const request = await acceptedRequest(spender.token);
    const customersBefore = fake.requestsTo('POST', '/v1/customers').length;
    const attempt = await startPayment(request.id, 'spei', spender.token);

    const [customer] = fake.requestsTo('POST', '/v1/customers').slice(-1);
    expect(customer!.body).toMatchObject({ email: spender.email, metadata: { user_id: spender.id } });
    const [sent] = fake.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(sent!.body).toMatchObject({
      amount: centavos(request.due),
      currency: 'mxn',
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
      confirm: 'true',
      metadata: { attempt_id: attempt.id, request_id: request.id, folio: request.folio },
    });
    const intent = fake.get((await attemptRow(attempt.id)).providerRef!);
    expect(sent!.body.customer).toBe(intent.customer);
    const instructions = intent.next_action.display_bank_transfer_instructions;
    expect(attempt.instructions).toEqual({
      clabe: instructions.financial_addresses[0].spei.clabe,
      bank_name: 'STP',
      beneficiary: 'Tramites MX Pruebas',
      reference: instructions.reference,
    });
    expect(validateClabe(attempt.instructions.clabe).ok).toBe(true);

    // The same client's next SPEI payment keeps their customer (and so their CLABE).
    const second = await acceptedRequest(spender.token);
    const secondAttempt = await startPayment(second.id, 'spei', spender.token);
    expect(fake.requestsTo('POST', '/v1/customers').length).toBe(customersBefore + 1);
    expect(secondAttempt.instructions.clabe).toBe(attempt.instructions.clabe);

    expect((await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intent.id)))).statusCode).toBe(
      200,
    );
    const ledger = await paymentsOf(request.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ method: 'spei', amount: request.due.toFixed(2), reviewReason: null });
    expect((await attemptRow(attempt.id)).status).toBe('pagado');
  });
});

describe('webhook safety', () => {
  it('refuses a missing or bad signature with 400 and changes nothing', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intent = fake.succeed((await attemptRow(attempt.id)).providerRef!);
    const event = stripeEvent('payment_intent.succeeded', intent);

    const wrongSecret = await deliver(event, 'whsec_not_ours_0123456789');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ detail: 'La firma del webhook de Stripe no es válida' });
    const signed = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: signed.headers,
      payload: signed.payload.replace(`"amount_received":${intent.amount}`, '"amount_received":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().detail).toBeTruthy();

    for (const [contentType, payload] of [
      ['application/json', ''],
      ['application/json', 'no es json'],
      ['text/plain', signed.payload],
    ]) {
      const junk = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': contentType!, 'stripe-signature': 't=1,v1=abc' },
        payload,
      });
      expect(junk.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(junk.statusCode).toBeLessThan(500);
      expect(typeof junk.json().detail).toBe('string');
    }

    expect(await paymentsOf(request.id)).toHaveLength(0);
    expect((await attemptRow(attempt.id)).status).toBe('pendiente');
    expect(
      await t.app.db.select().from(providerEvents).where(eq(providerEvents.eventId, event.id)),
    ).toHaveLength(0);
    // The refused deliveries did not use the event up: Stripe's real one still counts.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await paymentsOf(request.id)).toHaveLength(1);
  });

  it('applies the same event once when it arrives twice', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const event = stripeEvent(
      'payment_intent.succeeded',
      fake.succeed((await attemptRow(attempt.id)).providerRef!),
    );
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(request.id)).toHaveLength(1);
    expect(await auditOf(request.id, 'payment_recorded')).toHaveLength(1);
  });

  it('records one payment when its events arrive at the same time', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'tarjeta');
    const paid = fake.completeCheckout((await attemptRow(attempt.id)).providerRef!);
    const completed = stripeEvent('checkout.session.completed', paid.session);
    const responses = await Promise.all([
      deliver(completed),
      deliver(completed),
      deliver(stripeEvent('payment_intent.succeeded', paid.intent)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(request.id)).toHaveLength(1);
    expect(await auditOf(request.id, 'payment_recorded')).toHaveLength(1);
  });

  it('never moves a paid attempt back when older events arrive after the success', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    const pending = structuredClone(fake.get(intentId));
    const created = Math.floor(Date.now() / 1000) - 60;
    const mailsBefore = smtp.received.length;

    expect((await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intentId)))).statusCode).toBe(
      200,
    );
    for (const type of [
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]) {
      const late = await deliver(stripeEvent(type, pending, { created }));
      expect(late.statusCode, type).toBe(200);
    }
    expect((await attemptRow(attempt.id)).status).toBe('pagado');
    expect(await paymentsOf(request.id)).toHaveLength(1);
    // The late requires_action mailed no voucher for a payment already made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.slice(mailsBefore).some((mail) => mail.subject.includes('OXXO'))).toBe(false);
  });

  it('keeps unknown event types as handled', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_test_x', object: 'customer' });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    const [row] = await t.app.db.select().from(providerEvents).where(eq(providerEvents.eventId, event.id));
    expect(row).toMatchObject({ provider: 'stripe', type: 'customer.created' });
  });
});

describe('money that cannot simply be kept', () => {
  it('flags a payment of the wrong amount and leaves the request waiting', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    const short = fake.succeed(intentId, { amount: 10_000, amount_received: 10_000 });
    expect((await deliver(stripeEvent('payment_intent.succeeded', short))).statusCode).toBe(200);
    const [row] = await paymentsOf(request.id);
    expect(row).toMatchObject({ amount: '100.00' });
    expect(row!.reviewReason).toMatch(/no coincide/);
    expect((await requestRow(request.id)).status).toBe('cotizacion_enviada');
    expect(await auditOf(request.id, 'payment_flagged')).toHaveLength(1);
  });

  it('flags a payment in another currency', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    expect(
      (await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intentId, { currency: 'usd' }))))
        .statusCode,
    ).toBe(200);
    const [row] = await paymentsOf(request.id);
    expect(row).toMatchObject({ currency: 'USD' });
    expect(row!.reviewReason).toMatch(/en lugar de MXN/);
    expect((await requestRow(request.id)).status).toBe('cotizacion_enviada');
  });

  it('flags a payment that arrives after the request was cancelled', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    const cancelled = await call('PUT', `/api/tramites/${request.id}/status`, client.token, {
      status: 'cancelado',
      notes: 'Ya no lo necesito',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intentId)))).statusCode).toBe(
      200,
    );
    const [row] = await paymentsOf(request.id);
    expect(row!.reviewReason).toMatch(/después de cancelar/);
    expect((await requestRow(request.id)).status).toBe('cancelado');
  });
});

describe('Checkout page expired', () => {
  it('closes the card attempt so the client can choose again', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'tarjeta');
    const session = fake.get((await attemptRow(attempt.id)).providerRef!);
    expect(
      (await deliver(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }))).statusCode,
    ).toBe(200);
    expect((await attemptRow(attempt.id)).status).toBe('expirado');
    expect(
      (await call('GET', `/api/tramite-requests/${request.id}/payment-options`)).json().attempts,
    ).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds through Stripe for the amount asked, and Stripe’s outcome settles the refund row', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intentId)));
    const [payment] = await paymentsOf(request.id);

    // The provider as the app builds it (its registry is scoped to the API's routes).
    const stripe = stripeProvider(t.config.payments.stripe!);
    const refunded = await stripe.refund({
      providerRef: payment!.providerRef,
      amount: '150.50',
      idempotencyKey: `refund-${payment!.id}-1`,
    });
    const [sent] = fake.requestsTo('POST', '/v1/refunds').slice(-1);
    expect(sent!.body).toEqual({ payment_intent: intentId, amount: '15050' });
    expect(sent!.headers['idempotency-key']).toBe(`refund-${payment!.id}-1`);
    expect(refunded).toEqual({ providerRef: expect.stringMatching(/^re_/), status: 'completado' });

    // The admin flow keeps a pending row until Stripe says how it ended.
    const [row] = await t.app.db
      .insert(refunds)
      .values({
        paymentId: payment!.id,
        amount: '150.50',
        reason: 'Prueba',
        provider: 'stripe',
        providerRef: refunded.providerRef,
        status: 'pendiente',
      })
      .returning();
    const refund = fake.get(refunded.providerRef);
    expect((await deliver(stripeEvent('refund.updated', { ...refund, status: 'failed' }))).statusCode).toBe(
      200,
    );
    expect((await t.app.db.select().from(refunds).where(eq(refunds.id, row!.id)))[0]!.status).toBe('fallido');
    // A refund Stripe knows and the ledger does not (made in Stripe's dashboard) changes nothing.
    const unknown = await deliver(
      stripeEvent('charge.refunded', {
        id: 'ch_test_other',
        object: 'charge',
        refunds: {
          object: 'list',
          data: [{ id: 're_test_dashboard', object: 'refund', status: 'succeeded' }],
        },
      }),
    );
    expect(unknown.statusCode).toBe(200);
  });
});

describe('provider failures', () => {
  it('answers 502 when Stripe refuses, and the client can try again', async () => {
    const request = await acceptedRequest();
    fake.failNext(400, 'Invalid amount');
    const refused = await call('POST', `/api/tramite-requests/${request.id}/payment-attempts`, client.token, {
      method: 'oxxo',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toMatch(/procesador de pagos/);
    await startPayment(request.id, 'oxxo');
  });
});

describe('live update', () => {
  it('tells the client’s open page that the request was paid', async () => {
    const request = await acceptedRequest();
    const attempt = await startPayment(request.id, 'oxxo');
    const intentId = (await attemptRow(attempt.id)).providerRef!;
    const stream = await EventStreamClient.open(await baseUrlOf(t.app), client.token);
    try {
      expect(
        (await deliver(stripeEvent('payment_intent.succeeded', fake.succeed(intentId)))).statusCode,
      ).toBe(200);
      const moved = await stream.waitFor(
        (event) =>
          event.event === 'request.status' &&
          event.data.tramite_request_id === request.id &&
          event.data.to === 'pago_procesado',
      );
      expect(moved.data.from).toBe('cotizacion_enviada');
    } finally {
      await stream.close();
    }
  });
});
