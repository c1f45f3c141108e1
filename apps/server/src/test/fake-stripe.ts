import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clabeControlDigit } from '@tramites/shared';
import Stripe from 'stripe';

/** One call the app's Stripe SDK made: the form body decoded into nested objects, as Stripe reads it. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  // biome-ignore lint/suspicious/noExplicitAny: a decoded form body is any shape the SDK sent
  body: Record<string, any>;
  headers: IncomingHttpHeaders;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects as JSON, shaped like the real API's
type StripeObject = Record<string, any>;

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * `a[b][0][c]=1` → `{a: {b: [{c: '1'}]}}`: Stripe's form encoding of nested parameters (qs style), the
 * way the SDK writes it. Values stay strings, as Stripe receives them.
 */
function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) {
      return value;
    }
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    return numeric
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

/** A CLABE with a valid control digit for each customer (Stripe assigns one per customer for SPEI). */
function clabeFor(sequence: number): string {
  const first17 = `64618000${String(sequence).padStart(9, '0')}`;
  return `${first17}${clabeControlDigit(first17)}`;
}

const notFound = (path: string) => ({
  status: 404,
  json: {
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
  },
});

/**
 * A local Stripe for tests: answers the endpoints the app uses (Checkout Sessions, PaymentIntents for
 * OXXO and SPEI, Customers, Refunds) with objects shaped as Stripe documents them, keeps them so a test
 * can move them on (paid, expired) and build the webhook Stripe would send, and records every request so
 * a test can check what the app sent (amounts in centavos, mxn, metadata).
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly objects = new Map<string, StripeObject>();
  private failures: { status: number; message: string }[] = [];
  private customerCount = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** On a free port, or on `port` (the browser tests' server is told where to find it). */
  static async start(port = 0): Promise<FakeStripe> {
    let fake: FakeStripe | undefined;
    const server = createServer((request, response) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        raw += chunk;
      });
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake-stripe');
        const { status, json } = fake!.answer({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body: decodeForm(raw),
          headers: request.headers,
        });
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
        response.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const address = server.address() as AddressInfo;
    fake = new FakeStripe(server, `http://127.0.0.1:${address.port}`);
    return fake;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The requests made to `path` (exact, e.g. '/v1/payment_intents'), oldest first. */
  requestsTo(method: string, path: string): FakeStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The next `times` requests answer `status` with a Stripe error body (a 4xx is not retried by the SDK). */
  failNext(status: number, message: string, times = 1): void {
    for (let i = 0; i < times; i++) {
      this.failures.push({ status, message });
    }
  }

  get(id: string): StripeObject {
    const found = this.objects.get(id);
    if (!found) {
      throw new Error(`fake Stripe has no ${id}`);
    }
    return found;
  }

  /** The PaymentIntent paid in full, as payment_intent.succeeded carries it. */
  succeed(intentId: string, patch: StripeObject = {}): StripeObject {
    const intent = this.get(intentId);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: intent.latest_charge ?? randomId('ch'),
      next_action: null,
      ...patch,
    });
    return structuredClone(intent);
  }

  /**
   * The Checkout page paid by card: the session complete and paid, with the PaymentIntent Stripe created
   * for it (our payment_intent_data.metadata on it). Returns both, as their events carry them.
   */
  completeCheckout(sessionId: string): { session: StripeObject; intent: StripeObject } {
    const session = this.get(sessionId);
    const intent = this.store({
      id: randomId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      metadata: session.payment_intent_data?.metadata ?? {},
      payment_method_types: ['card'],
      latest_charge: randomId('ch'),
      next_action: null,
      created: now(),
      livemode: false,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return { session: structuredClone(session), intent: structuredClone(intent) };
  }

  private store(object: StripeObject): StripeObject {
    this.objects.set(object.id, object);
    return object;
  }

  private answer(request: FakeStripeRequest): { status: number; json: StripeObject } {
    this.requests.push(request);
    const failure = this.failures.shift();
    if (failure) {
      return {
        status: failure.status,
        json: { error: { type: 'invalid_request_error', message: failure.message } },
      };
    }
    const { method, path, body } = request;
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') {
      return notFound(path);
    }
    if (resource === 'checkout' && id === 'sessions') {
      const [, , , , sessionId, sessionAction] = path.split('/');
      if (method === 'POST' && !sessionId) {
        return { status: 200, json: this.createSession(body) };
      }
      const session = sessionId ? this.objects.get(sessionId) : undefined;
      if (!session) {
        return notFound(path);
      }
      if (method === 'POST' && sessionAction === 'expire') {
        Object.assign(session, { status: 'expired', url: null });
      }
      return { status: 200, json: session };
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        return { status: 200, json: this.createIntent(body) };
      }
      const intent = id ? this.objects.get(id) : undefined;
      if (!intent) {
        return notFound(path);
      }
      if (method === 'POST' && action === 'cancel') {
        Object.assign(intent, {
          status: 'canceled',
          cancellation_reason: body.cancellation_reason ?? null,
          canceled_at: now(),
          next_action: null,
        });
      }
      return { status: 200, json: intent };
    }
    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        return {
          status: 200,
          json: this.store({
            id: randomId('cus'),
            object: 'customer',
            email: body.email ?? null,
            name: body.name ?? null,
            metadata: body.metadata ?? {},
            created: now(),
            livemode: false,
          }),
        };
      }
      if (method === 'GET' && !id) {
        const email = request.query.get('email');
        const data = [...this.objects.values()].filter(
          (object) => object.object === 'customer' && (!email || object.email === email),
        );
        return { status: 200, json: { object: 'list', data, has_more: false, url: '/v1/customers' } };
      }
    }
    if (resource === 'refunds' && method === 'POST' && !id) {
      const intent = this.objects.get(body.payment_intent);
      if (!intent) {
        return notFound(path);
      }
      return {
        status: 200,
        json: this.store({
          id: randomId('re'),
          object: 'refund',
          amount: Number(body.amount ?? intent.amount_received),
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: 'succeeded',
          metadata: body.metadata ?? {},
          created: now(),
        }),
      };
    }
    return notFound(path);
  }

  private createSession(body: StripeObject): StripeObject {
    const id = randomId('cs');
    const item = body.line_items?.[0];
    return this.store({
      id,
      object: 'checkout.session',
      mode: body.mode,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(item?.price_data?.unit_amount ?? 0) * Number(item?.quantity ?? 1),
      currency: item?.price_data?.currency ?? null,
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      expires_at: now() + 24 * 3600,
      created: now(),
      livemode: false,
      // Kept for completeCheckout (Stripe copies it onto the PaymentIntent it creates).
      payment_intent_data: body.payment_intent_data,
    });
  }

  private createIntent(body: StripeObject): StripeObject {
    const types: string[] = body.allowed_payment_method_types ?? ['card'];
    const amount = Number(body.amount);
    const id = randomId('pi');
    let nextAction: StripeObject | null = null;
    if (types.includes('oxxo')) {
      const days = Number(body.payment_method_options?.oxxo?.expires_after_days ?? 3);
      nextAction = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          expires_after: now() + days * 24 * 3600,
          hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${id}`,
          number: String(10_000_000_000_000 + Math.floor(Math.random() * 1e12)).padEnd(18, '0'),
        },
      };
    } else if (types.includes('customer_balance')) {
      const customer = this.objects.get(body.customer);
      customer!.clabe ??= clabeFor(++this.customerCount);
      nextAction = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: amount,
          currency: 'mxn',
          type: 'mx_bank_transfer',
          reference: randomBytes(3).toString('hex').toUpperCase(),
          hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${id}`,
          financial_addresses: [
            {
              type: 'spei',
              supported_networks: ['spei'],
              spei: {
                account_holder_name: 'Tramites MX Pruebas',
                bank_code: '646',
                bank_name: 'STP',
                clabe: customer!.clabe,
              },
            },
          ],
        },
      };
    }
    return this.store({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency,
      customer: body.customer ?? null,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method_types: types,
      status: nextAction ? 'requires_action' : 'requires_payment_method',
      next_action: nextAction,
      latest_charge: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      livemode: false,
    });
  }
}

/** An event as Stripe delivers it to a webhook endpoint. */
export function stripeEvent(
  type: string,
  object: StripeObject,
  options: { id?: string; created?: number } = {},
): StripeObject {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? now(),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** The body and headers of a webhook delivery, signed with the SDK's own test helper. */
export function signedWebhook(
  event: StripeObject,
  secret: string,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
