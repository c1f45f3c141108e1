import { CreatedRefundSchema, CreateRefundSchema, RefundListSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, roleGuardedSchemas } from '../../../lib/http-schemas.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { createRefund, listPaymentRefunds } from './refunds.service.ts';

const refundsSchema = roleGuardedSchemas(['pagos']);

/** Refunds of a payment (issue 24): admins give money back; staff see what was given back. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:id/refunds',
    {
      onRequest: app.requireRole('admin'),
      schema: refundsSchema({
        summary: 'Reembolsar un pago, completo o en parte (solo administradores)',
        description:
          'Por el procesador del pago cuando puede reembolsar (Stripe), o registrado a mano para una transferencia, un pago registrado por el personal o uno simulado. El monto no puede superar lo que queda por reembolsar (422); un pago ya reembolsado por completo, o que no puede reembolsarse desde aquí, responde 409. Si el procesador falla, el reembolso queda como fallido (502) y no se devolvió dinero. Un reembolso no reabre el saldo de la cotización.',
        params: IdParams,
        body: CreateRefundSchema,
        response: { 201: CreatedRefundSchema },
        errors: [404, 409, 422, 502],
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createRefund(
            { db: app.db, providers: app.paymentProviders, log: request.log },
            actorOf(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    '/payments/:id/refunds',
    {
      onRequest: app.requireRole('gestor', 'admin'),
      schema: refundsSchema({
        summary: 'Reembolsos de un pago (personal; un gestor, los de sus solicitudes)',
        params: IdParams,
        response: { 200: RefundListSchema },
        errors: [404],
      }),
    },
    async (request) => ({ items: await listPaymentRefunds(app.db, actorOf(request), request.params.id) }),
  );
};
