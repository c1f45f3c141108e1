import { CreateQuotationSchema, QuotationSchema, RejectQuotationSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { acceptQuotation, createQuotation, rejectQuotation } from './quotations.service.ts';

const quotationsSchema = authenticatedSchemas(['cotizaciones']);
const staffQuotationsSchema = roleGuardedSchemas(['cotizaciones']);

export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');

  app.post(
    '/quotations',
    {
      onRequest: staffOnly,
      schema: staffQuotationsSchema({
        summary: 'Crear una cotización (gestor o admin)',
        body: CreateQuotationSchema,
        response: { 201: QuotationSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createQuotation(app.db, actorOf(request), request.body)),
  );

  app.post(
    '/quotations/:id/accept',
    {
      onRequest: app.authenticate,
      schema: quotationsSchema({
        summary: 'El cliente acepta la cotización',
        params: IdParams,
        response: { 200: QuotationSchema },
        errors: [403, 404, 409],
      }),
    },
    async (request) => acceptQuotation(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/quotations/:id/reject',
    {
      onRequest: app.authenticate,
      schema: quotationsSchema({
        summary: 'El cliente rechaza la cotización',
        params: IdParams,
        body: RejectQuotationSchema.optional(),
        response: { 200: QuotationSchema },
        errors: [403, 404, 409],
      }),
    },
    async (request) =>
      rejectQuotation(app.db, actorOf(request), request.params.id, request.body?.reason ?? ''),
  );
};
