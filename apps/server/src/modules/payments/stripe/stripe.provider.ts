import { toCentavos } from '@tramites/shared';
import type Stripe from 'stripe';
import type { PaymentProvider, PaymentToStart, StartedPayment } from '../providers/payment-provider.ts';
import { createStripeClient, type StripeConfig } from './stripe-client.ts';

/** Days an OXXO voucher can be paid; Stripe's default too, said here because the e-mail names the date. */
export const OXXO_VOUCHER_DAYS = 3;

/**
 * What every Stripe object of an attempt carries: a webhook finds the attempt by it even when the
 * attempt's row does not yet hold the provider's id (the event came before our own save).
 */
export type StripePaymentMetadata = { attempt_id: string; request_id: string; folio: string };

const metadataOf = (payment: PaymentToStart): StripePaymentMetadata => ({
  attempt_id: payment.attemptId,
  request_id: payment.requestId,
  folio: payment.folio,
});

function withQuery(url: string, key: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(key, value);
  return target.toString();
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;

/**
 * Cards through Stripe Checkout: Stripe's hosted page takes the card, so card data never reaches our
 * server (PCI SAQ-A). The session is the attempt's provider id; its PaymentIntent carries our metadata.
 */
async function startCheckout(stripe: Stripe, payment: PaymentToStart): Promise<StartedPayment> {
  const metadata = metadataOf(payment);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      locale: 'es-419',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'mxn',
            unit_amount: toCentavos(payment.amount),
            product_data: { name: payment.description },
          },
        },
      ],
      success_url: withQuery(payment.returnUrl, 'pago', 'ok'),
      cancel_url: withQuery(payment.returnUrl, 'pago', 'cancelado'),
      client_reference_id: payment.attemptId,
      customer_email: payment.client.email,
      metadata,
      payment_intent_data: { metadata, description: payment.description },
    },
    { idempotencyKey: `checkout-${payment.attemptId}` },
  );
  if (!session.url) {
    throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  }
  return {
    providerRef: session.id,
    instructions: { checkout_url: session.url },
    expiresAt: fromUnix(session.expires_at),
  };
}

/** Cash at OXXO: a PaymentIntent confirmed at once, whose next action is the voucher to pay in store. */
async function startOxxo(stripe: Stripe, payment: PaymentToStart): Promise<StartedPayment> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: toCentavos(payment.amount),
      currency: 'mxn',
      description: payment.description,
      allowed_payment_method_types: ['oxxo'],
      payment_method_data: {
        type: 'oxxo',
        billing_details: { name: payment.client.name, email: payment.client.email },
      },
      payment_method_options: { oxxo: { expires_after_days: OXXO_VOUCHER_DAYS } },
      confirm: true,
      metadata: metadataOf(payment),
    },
    { idempotencyKey: `oxxo-${payment.attemptId}` },
  );
  const voucher = intent.next_action?.oxxo_display_details;
  if (!voucher?.number) {
    throw new Error(`Stripe returned PaymentIntent ${intent.id} without an OXXO voucher`);
  }
  return {
    providerRef: intent.id,
    instructions: {
      voucher_number: voucher.number,
      ...(voucher.hosted_voucher_url ? { voucher_url: voucher.hosted_voucher_url } : {}),
    },
    expiresAt: fromUnix(voucher.expires_after),
  };
}

/**
 * The client's Stripe Customer: SPEI through Stripe gives each customer their own CLABE, so the same
 * account keeps the same CLABE. Found by our user id in its metadata (an e-mail alone may have changed
 * hands), created otherwise.
 */
async function customerFor(stripe: Stripe, payment: PaymentToStart): Promise<string> {
  const existing = await stripe.customers.list({ email: payment.client.email, limit: 10 });
  const mine = existing.data.find((customer) => customer.metadata?.user_id === payment.client.id);
  if (mine) {
    return mine.id;
  }
  const created = await stripe.customers.create(
    { name: payment.client.name, email: payment.client.email, metadata: { user_id: payment.client.id } },
    { idempotencyKey: `customer-${payment.attemptId}` },
  );
  return created.id;
}

/**
 * SPEI: a bank transfer to a CLABE Stripe assigns the customer (customer_balance with an MX bank
 * transfer); the PaymentIntent succeeds when the transfer covers it.
 */
async function startSpei(stripe: Stripe, payment: PaymentToStart): Promise<StartedPayment> {
  const customer = await customerFor(stripe, payment);
  const intent = await stripe.paymentIntents.create(
    {
      amount: toCentavos(payment.amount),
      currency: 'mxn',
      customer,
      description: payment.description,
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
      confirm: true,
      metadata: metadataOf(payment),
    },
    { idempotencyKey: `spei-${payment.attemptId}` },
  );
  const transfer = intent.next_action?.display_bank_transfer_instructions;
  const spei = transfer?.financial_addresses?.find((address) => address.spei)?.spei;
  if (!spei?.clabe) {
    throw new Error(`Stripe returned PaymentIntent ${intent.id} without a SPEI CLABE`);
  }
  return {
    providerRef: intent.id,
    instructions: {
      clabe: spei.clabe,
      bank_name: spei.bank_name,
      beneficiary: spei.account_holder_name,
      ...(transfer?.reference ? { reference: transfer.reference } : {}),
    },
  };
}

export interface StripeProvider extends PaymentProvider {
  readonly stripe: Stripe;
  cancel: NonNullable<PaymentProvider['cancel']>;
  refund: NonNullable<PaymentProvider['refund']>;
}

/**
 * Stripe Mexico: card (Checkout), cash at OXXO and SPEI. Starting only asks Stripe for the way to pay;
 * the money is recorded when Stripe's signed webhook says it arrived (stripe-webhook.service.ts).
 * Every creation carries the attempt's id as idempotency key, so a retried call never charges twice.
 */
export function stripeProvider(config: StripeConfig, stripe = createStripeClient(config)): StripeProvider {
  return {
    name: 'stripe',
    methods: ['tarjeta', 'oxxo', 'spei'],
    stripe,
    async start(payment) {
      switch (payment.method) {
        case 'tarjeta':
          return startCheckout(stripe, payment);
        case 'oxxo':
          return startOxxo(stripe, payment);
        case 'spei':
          return startSpei(stripe, payment);
        default:
          throw new Error(`Stripe does not offer ${payment.method}`);
      }
    },
    async cancel({ providerRef }) {
      if (!providerRef) {
        return;
      }
      // An open Checkout page is expired; a voucher or CLABE is voided by cancelling its PaymentIntent.
      if (providerRef.startsWith('cs_')) {
        await stripe.checkout.sessions.expire(providerRef);
      } else {
        await stripe.paymentIntents.cancel(providerRef, { cancellation_reason: 'abandoned' });
      }
    },
    async refund({ providerRef, amount, idempotencyKey }) {
      if (!providerRef?.startsWith('pi_')) {
        throw new Error('This payment has no Stripe PaymentIntent to refund');
      }
      const refund = await stripe.refunds.create(
        { payment_intent: providerRef, amount: toCentavos(amount) },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refused refund ${refund.id}: ${refund.failure_reason ?? refund.status}`);
      }
      return { providerRef: refund.id, status: refund.status === 'succeeded' ? 'completado' : 'pendiente' };
    },
  };
}
