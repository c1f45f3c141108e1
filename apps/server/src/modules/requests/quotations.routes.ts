import { CreateQuotationSchema, QuotationSchema, RejectQuotationSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParams, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { acceptQuotation, createQuotation, rejectQuotation } from './quotations.service.ts';

export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');

  app.post(
    '/quotations',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['cotizaciones'],
        summary: 'Crear una cotización (gestor o admin)',
        security: secured,
        body: CreateQuotationSchema,
        response: { 201: QuotationSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createQuotation(app.db, actorOf(request), request.body)),
  );

  app.post(
    '/quotations/:id/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cotizaciones'],
        summary: 'El cliente acepta la cotización',
        security: secured,
        params: IdParams,
        response: { 200: QuotationSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => acceptQuotation(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/quotations/:id/reject',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cotizaciones'],
        summary: 'El cliente rechaza la cotización',
        security: secured,
        params: IdParams,
        body: RejectQuotationSchema.optional(),
        response: { 200: QuotationSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectQuotation(app.db, actorOf(request), request.params.id, request.body?.reason ?? ''),
  );
};
