import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { paymentAttemptsRoutes } from './payment-attempts.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { paymentProvidersFor } from './providers/registry.ts';
import { refundsRoutes } from './refunds/refunds.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ways clients pay, in the order offered (PAYMENT_PROVIDERS, issue 24). */
    paymentProviders: readonly PaymentProvider[];
  }
}

/**
 * The payments module: the providers offered (decorated on the API instance for the module's routes)
 * and the routes of payments, attempts and transfers. Registered after the documents module: a transfer
 * comprobante is kept in the same storage.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentProviders', await paymentProvidersFor(app.config));
    await app.register(paymentsRoutes);
    await app.register(paymentAttemptsRoutes);
    await app.register(refundsRoutes);
    await app.register(ledgerRoutes);
    if (app.config.payments.stripe) {
      // Loaded only with Stripe configured: its SDK stays out of memory otherwise.
      const { stripeWebhookRoutes } = await import('./stripe/stripe-webhook.routes.ts');
      await app.register(stripeWebhookRoutes);
    }
  },
  { name: 'payments', dependencies: ['db', 'auth', 'documents'] },
);
