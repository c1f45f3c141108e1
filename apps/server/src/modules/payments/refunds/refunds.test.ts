import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents, chatMessages, payments, quotations, refunds } from '../../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../../test/request-flow.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import type { PaymentProvider } from '../providers/payment-provider.ts';

let t: TestApp;
let flow: RequestFlow;
let gestor2: string;

/** A fake Stripe: what the refunds module sees of a provider that can refund. */
const fakeStripe = vi.hoisted(() => ({
  name: 'stripe' as const,
  methods: ['tarjeta' as const],
  start: async () => {
    throw new Error('not used');
  },
  refund: vi.fn<NonNullable<PaymentProvider['refund']>>(),
}));

// The app's providers are built from the config at start-up: the fake joins the configured ones.
vi.mock('../providers/registry.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../providers/registry.ts')>();
  return {
    ...original,
    paymentProvidersFor: async (...args: Parameters<typeof original.paymentProvidersFor>) => [
      ...(await original.paymentProvidersFor(...args)),
      fakeStripe,
    ],
  };
});

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A paid request (the gestor records a SPEI payment: provider 'manual'); its payment row. */
async function paidRequest() {
  const request = await flow.createRequest();
  await flow.pay(request.id);
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.requestId, request.id));
  return { request, payment: payment! };
}

/** A payment as a provider would have recorded it, straight into the ledger. */
async function insertPayment(
  requestId: string,
  values: Partial<typeof payments.$inferInsert> & { provider: string; amount: string },
) {
  const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.requestId, requestId));
  const [row] = await t.app.db
    .insert(payments)
    .values({ requestId, quotationId: quotation!.id, method: 'tarjeta', reference: 'ref', ...values })
    .returning();
  return row!;
}

const refundsUrl = (paymentId: string) => `/api/payments/${paymentId}/refunds`;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  gestor2 = await loginAs(t.app, 'gestor2@demo.mx');
});
afterAll(() => t.close());
beforeEach(() => {
  fakeStripe.refund.mockReset();
});

describe('POST /api/payments/{id}/refunds: who and what', () => {
  it('is for admins only: 401 without a session, 403 for a gestor or a client, whatever the body', async () => {
    const { payment } = await paidRequest();
    expect((await post(refundsUrl(payment.id), null, { amount: '1', reason: 'x' })).statusCode).toBe(401);
    for (const token of [flow.tokens.gestor, flow.tokens.cliente]) {
      const response = await post(refundsUrl(payment.id), token, { amount: 'nope' });
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });

  it('404 for a payment that does not exist (a uuid or not)', async () => {
    for (const id of ['6f1c1f3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f', 'no-es-un-id']) {
      const response = await post(refundsUrl(id), flow.tokens.admin, { amount: '1', reason: 'Motivo' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().detail).toBe('El pago no existe');
    }
  });

  it('422 for an amount of 0 or less, a bad amount, or no reason', async () => {
    const { payment } = await paidRequest();
    const cases: [object, string][] = [
      [{ amount: '0', reason: 'Motivo' }, 'amount'],
      [{ amount: '-5', reason: 'Motivo' }, 'amount'],
      [{ amount: '1.234', reason: 'Motivo' }, 'amount'],
      [{ amount: '10' }, 'reason'],
      [{ amount: '10', reason: '   ' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await post(refundsUrl(payment.id), flow.tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
  });
});

describe('a refund recorded by hand (transfer, staff record, simulation)', () => {
  it('records it, writes the audit event and the chat message, and refuses more than is left', async () => {
    const { request, payment } = await paidRequest();
    const amount = Number(payment.amount);
    const first = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: '100.50',
      reason: 'Cobro de más',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 100.5,
      provider: 'manual',
      status: 'completado',
      reason: 'Cobro de más',
      payment: { id: payment.id, refunded_amount: 100.5 },
    });
    expect(fakeStripe.refund).not.toHaveBeenCalled();

    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, request.id), eq(auditEvents.action, 'refund_recorded')));
    expect(event).toMatchObject({ reason: 'Cobro de más', actorRole: 'admin' });
    expect(event!.metadata).toMatchObject({ payment_id: payment.id, amount: '100.50', full: false });
    const messages = await t.app.db.select().from(chatMessages).where(eq(chatMessages.requestId, request.id));
    expect(messages.map((message) => message.messageText)).toContain(
      'Se registró un reembolso de $100.50 MXN',
    );

    // Over what is left: 422 naming the amount, nothing written.
    const over = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: (amount - 100.5 + 0.01).toFixed(2),
      reason: 'Resto',
    });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().errors[0].field).toBe('amount');

    const rest = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: (amount - 100.5).toFixed(2),
      reason: 'Resto',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().payment.refunded_amount).toBe(amount);

    // Nothing left: 409.
    const again = await post(refundsUrl(payment.id), flow.tokens.admin, { amount: '1', reason: 'Otra vez' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().detail).toBe('Este pago ya se reembolsó por completo');
  });

  it('does not reopen the balance: the quotation stays paid after a full refund', async () => {
    const { request, payment } = await paidRequest();
    const before = (
      await get(`/api/tramite-requests/${request.id}/payment-options`, flow.tokens.cliente)
    ).json();
    const refunded = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: payment.amount,
      reason: 'Cancelación',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after = (
      await get(`/api/tramite-requests/${request.id}/payment-options`, flow.tokens.cliente)
    ).json();
    expect(after.plan).toEqual(before.plan);
    expect(after.plan.due).toBeNull();
  });

  it('a simulated or transfer payment is refunded by hand too', async () => {
    const { request } = await paidRequest();
    for (const provider of ['simulado', 'transferencia']) {
      const payment = await insertPayment(request.id, {
        provider,
        amount: '50.00',
        reviewReason: 'Pago adicional',
      });
      const response = await post(refundsUrl(payment.id), flow.tokens.admin, {
        amount: '50',
        reason: 'Duplicado',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().provider).toBe('manual');
    }
  });
});

describe('refunds at the edges', () => {
  it('refunds the payment of a cancelled request (the usual case)', async () => {
    const { request, payment } = await paidRequest();
    await flow.changeStatus(request.id, 'cancelado', flow.tokens.admin);
    const response = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: payment.amount,
      reason: 'Solicitud cancelada',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('two refunds of everything at once: one is recorded, the other refused', async () => {
    const { payment } = await paidRequest();
    const body = { amount: payment.amount, reason: 'Doble clic' };
    const answers = await Promise.all([
      post(refundsUrl(payment.id), flow.tokens.admin, body),
      post(refundsUrl(payment.id), flow.tokens.admin, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toHaveLength(1);
  });
});

describe('a refund through the provider', () => {
  it('inserts the refund as pendiente, calls the provider with its id as idempotency key, then completes it', async () => {
    const { request } = await paidRequest();
    const payment = await insertPayment(request.id, {
      provider: 'stripe',
      providerRef: 'pi_full',
      amount: '300.00',
    });
    fakeStripe.refund.mockImplementation(async ({ idempotencyKey }) => {
      const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, idempotencyKey));
      expect(row).toMatchObject({ status: 'pendiente', provider: 'stripe', paymentId: payment.id });
      return { providerRef: 're_123', status: 'completado' };
    });
    const response = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: '120',
      reason: 'Parcial',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(fakeStripe.refund).toHaveBeenCalledWith({
      providerRef: 'pi_full',
      amount: '120.00',
      idempotencyKey: body.id,
    });
    expect(body).toMatchObject({ provider: 'stripe', provider_ref: 're_123', status: 'completado' });
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, request.id), eq(auditEvents.action, 'refund_recorded')));
    expect(events).toHaveLength(1);
  });

  it('keeps a refund the provider reports as pending as pendiente (it still counts against what is left)', async () => {
    const { request } = await paidRequest();
    const payment = await insertPayment(request.id, {
      provider: 'stripe',
      providerRef: 'pi_pend',
      amount: '100.00',
    });
    fakeStripe.refund.mockResolvedValue({ providerRef: 're_pend', status: 'pendiente' });
    const response = await post(refundsUrl(payment.id), flow.tokens.admin, { amount: '100', reason: 'OXXO' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pendiente', payment: { refunded_amount: 100 } });
    const again = await post(refundsUrl(payment.id), flow.tokens.admin, { amount: '1', reason: 'Otra' });
    expect(again.statusCode).toBe(409);
  });

  it('502 in Spanish when the provider fails: the refund is fallido, nothing is audited, the money is still refundable', async () => {
    const { request } = await paidRequest();
    const payment = await insertPayment(request.id, {
      provider: 'stripe',
      providerRef: 'pi_fail',
      amount: '200.00',
    });
    fakeStripe.refund.mockRejectedValue(new Error('stripe down'));
    const failed = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: '200',
      reason: 'Cancelación',
    });
    expect(failed.statusCode, failed.body).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(failed.json().detail).toMatch(/no se devolvió dinero/);
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.status)).toEqual(['fallido']);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, request.id), eq(auditEvents.action, 'refund_recorded')));
    expect(events).toEqual([]);

    fakeStripe.refund.mockResolvedValue({ providerRef: 're_ok', status: 'completado' });
    const retried = await post(refundsUrl(payment.id), flow.tokens.admin, {
      amount: '200',
      reason: 'Cancelación',
    });
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('409 when the payment cannot go back through its provider (no reference, or the provider is not configured)', async () => {
    const { request } = await paidRequest();
    const noRef = await insertPayment(request.id, { provider: 'stripe', amount: '10.00' });
    const response = await post(refundsUrl(noRef.id), flow.tokens.admin, { amount: '10', reason: 'x' });
    expect(response.statusCode, response.body).toBe(409);

    const unknown = await insertPayment(request.id, {
      provider: 'conekta',
      providerRef: 'ord_1',
      amount: '10.00',
    });
    const refused = await post(refundsUrl(unknown.id), flow.tokens.admin, { amount: '10', reason: 'x' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(fakeStripe.refund).not.toHaveBeenCalled();
    expect(await t.app.db.select().from(refunds).where(eq(refunds.paymentId, unknown.id))).toEqual([]);
  });
});

describe('a flagged payment', () => {
  it('refunded in part stays por revisar; refunded in full is resolved', async () => {
    const { request } = await paidRequest();
    const flagged = await insertPayment(request.id, {
      provider: 'stripe',
      providerRef: 'pi_flagged',
      amount: '400.00',
      reviewReason: 'Pago recibido después de cancelar la solicitud: debe reembolsarse',
    });
    fakeStripe.refund.mockResolvedValue({ providerRef: 're_f1', status: 'completado' });
    const statusOf = async () => {
      const page = (await get(`/api/admin/payments?folio=${request.folio}`, flow.tokens.admin)).json();
      return page.entries.find((entry: { id: string }) => entry.id === flagged.id).status;
    };
    expect(await statusOf()).toBe('por_revisar');
    expect(
      (await post(refundsUrl(flagged.id), flow.tokens.admin, { amount: '100', reason: 'Parte' })).statusCode,
    ).toBe(201);
    expect(await statusOf()).toBe('por_revisar');
    fakeStripe.refund.mockResolvedValue({ providerRef: 're_f2', status: 'completado' });
    expect(
      (await post(refundsUrl(flagged.id), flow.tokens.admin, { amount: '300', reason: 'Resto' })).statusCode,
    ).toBe(201);
    expect(await statusOf()).toBe('reembolsado');

    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, request.id), eq(auditEvents.action, 'refund_recorded')))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => event.metadata.resolved_review)).toEqual([false, true]);
    expect(events[1]!.reason).toMatch(/resuelto/);
    // The flag stays as the record of why: flagged money never counts as paid.
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, flagged.id));
    expect(row!.reviewReason).not.toBeNull();
  });
});

describe('GET /api/payments/{id}/refunds', () => {
  it('lists a payment refunds for staff who see its request; 403 for a client or another gestor; 404 unknown', async () => {
    const { payment } = await paidRequest();
    await post(refundsUrl(payment.id), flow.tokens.admin, { amount: '10', reason: 'Uno' });
    for (const token of [flow.tokens.admin, flow.tokens.gestor]) {
      const response = await get(refundsUrl(payment.id), token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items).toMatchObject([
        {
          amount: 10,
          reason: 'Uno',
          provider: 'manual',
          status: 'completado',
          recorded_by_name: expect.any(String),
        },
      ]);
    }
    expect((await get(refundsUrl(payment.id), flow.tokens.cliente)).statusCode).toBe(403);
    expect((await get(refundsUrl(payment.id), gestor2)).statusCode).toBe(403);
    expect((await get(refundsUrl(payment.id), null)).statusCode).toBe(401);
    expect(
      (await get(refundsUrl('6f1c1f3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f'), flow.tokens.admin)).statusCode,
    ).toBe(404);
  });
});
