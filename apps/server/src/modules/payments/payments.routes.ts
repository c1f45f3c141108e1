import { PaymentSchema, RecordPaymentSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { paySimulated } from './payment-attempts.service.ts';
import { recordManualPayment } from './payments.service.ts';

const paymentsSchema = authenticatedSchemas(['pagos']);
const staffPaymentsSchema = roleGuardedSchemas(['pagos']);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');

  app.post(
    '/payments',
    {
      onRequest: staffOnly,
      schema: staffPaymentsSchema({
        summary: 'Registrar un pago recibido (SPEI, OXXO, tarjeta en oficina)',
        body: RecordPaymentSchema,
        response: { 201: PaymentSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await recordManualPayment(app.db, actorOf(request), request.body)),
  );

  if (app.config.demoMode) {
    app.post(
      '/tramite-requests/:id/pay',
      {
        onRequest: app.authenticate,
        schema: paymentsSchema({
          summary: 'Pago simulado del cliente (solo modo demo)',
          params: IdParams,
          response: { 201: PaymentSchema },
          errors: [403, 404, 409],
        }),
      },
      async (request, reply) =>
        reply.status(201).send(
          await paySimulated(
            {
              db: app.db,
              providers: app.paymentProviders,
              publicUrl: app.config.publicUrl,
              log: request.log,
            },
            actorOf(request),
            request.params.id,
          ),
        ),
    );
  }
};
