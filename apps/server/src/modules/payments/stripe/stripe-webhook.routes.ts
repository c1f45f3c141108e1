import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { backgroundMailOf } from '../../auth/password/background-mail.ts';
import { createStripeClient } from './stripe-client.ts';
import { handleStripeEvent } from './stripe-webhook.service.ts';

const WebhookReceivedSchema = z.object({
  received: z.literal(true),
  /** The event was handled before (Stripe retried or sent it twice): nothing changed. */
  duplicate: z.boolean(),
});

const BAD_SIGNATURE = 'La firma del webhook de Stripe no es válida';

/**
 * POST /api/payments/webhooks/stripe (issue 24): Stripe tells us money arrived, a voucher expired, a refund
 * settled. Not behind a session: the Stripe-Signature header, checked with STRIPE_WEBHOOK_SECRET on the
 * exact bytes received, is what proves the sender. Registered only when Stripe is configured.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.payments.stripe;
  if (!config) {
    return;
  }
  const stripe: Stripe = createStripeClient(config);
  const mail = backgroundMailOf(app);
  // This plugin only: the signature covers the raw body, so JSON is kept as the bytes Stripe sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/payments/webhooks/stripe',
    {
      schema: {
        tags: ['pagos'],
        summary: 'Webhook de Stripe: pagos con tarjeta, OXXO y SPEI, fichas vencidas y reembolsos',
        description:
          'Lo llama Stripe, no la app. El cuerpo es el evento de Stripe (JSON) y el encabezado Stripe-Signature se verifica con STRIPE_WEBHOOK_SECRET sobre el cuerpo exacto. Cada evento se aplica una sola vez (por su id); uno repetido responde 200 sin cambios. Eventos: payment_intent.succeeded, payment_intent.requires_action, payment_intent.payment_failed, payment_intent.canceled, checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired, charge.refunded, refund.updated.',
        response: { 200: WebhookReceivedSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string' || signature === '') {
        throw new AppError(400, BAD_SIGNATURE, 'bad_request');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused: bad signature');
        throw new AppError(400, BAD_SIGNATURE, 'bad_request');
      }
      const { duplicate } = await handleStripeEvent(
        { db: app.db, log: request.log, mail, publicUrl: app.config.publicUrl },
        event,
      );
      request.log.info({ stripeEvent: event.id, type: event.type, duplicate }, 'stripe webhook handled');
      return { received: true as const, duplicate };
    },
  );
};
