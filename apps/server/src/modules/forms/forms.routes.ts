import { IntIdSchema, TramiteFormResponseSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWhenReady } from '../../lib/http-cache.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import { getPublishedFormOfTramite } from './forms.service.ts';

/** What clients see of the forms: public like the catalogue, and cached with it. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tramites/:id/form',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'El formulario publicado de un trámite activo (form null si no tiene)',
        params: z.object({ id: IntIdSchema }),
        response: { 200: TramiteFormResponseSchema, ...errorResponses(404, 422) },
      },
    },
    (request, reply) =>
      sendWhenReady(
        request,
        reply,
        app.catalog.remember(`form:${request.params.id}`, () =>
          getPublishedFormOfTramite(app.db, request.params.id),
        ),
      ),
  );
};
