import {
  QualityQuerySchema,
  QualityReportSchema,
  SatisfactionInputSchema,
  SatisfactionSchema,
  SatisfactionStateSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getQualityReport } from './quality-report.service.ts';
import { checkCanRate, getRequestSatisfaction, rateRequest } from './satisfaction.service.ts';

const requestSchema = authenticatedSchemas(['calidad']);
const adminSchema = roleGuardedSchemas(['calidad']);

/** Satisfaction of a completed request, and the admins' quality report (issue 27). */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/solicitudes/:id/satisfaction',
    {
      onRequest: app.authenticate,
      schema: requestSchema({
        summary: 'Calificación de una solicitud (o null si el cliente aún no la califica)',
        description: 'El cliente de la solicitud, su gestor asignado o un admin.',
        params: IdParams,
        response: { 200: SatisfactionStateSchema },
        errors: [403, 404],
      }),
    },
    async (request) => getRequestSatisfaction(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/solicitudes/:id/satisfaction',
    {
      onRequest: app.authenticate,
      // Ownership before the body's validation: 401 → 403 → 422 → 409 (DESIGN 6).
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        await checkCanRate(app.db, actorOf(request), id.toLowerCase());
      },
      schema: requestSchema({
        summary: 'Calificar una solicitud completada (1 a 5 estrellas, una vez)',
        description:
          'Solo el cliente de la solicitud (403 para cualquier otro), cuando está completada (409 si no), una sola vez (409 la segunda). Comentario opcional de hasta 1000 caracteres. Con 1 o 2 estrellas se avisa a los admins.',
        params: IdParams,
        body: SatisfactionInputSchema,
        response: { 201: SatisfactionSchema },
        errors: [403, 404, 409, 422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await rateRequest(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/quality',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: '% a tiempo y satisfacción por gestor y por trámite en un periodo',
        description:
          '`desde` y `hasta`: días de la Ciudad de México, incluidos (sin ellos, los últimos 30 días; a lo más 366). A tiempo: concluida sin pasar de los días hábiles de su plazo (el reloj no corre mientras espera al cliente o a la autoridad). Satisfacción: calificaciones dadas en el periodo, con el gestor y el trámite que tenían; los 20 comentarios más recientes de cada grupo.',
        querystring: QualityQuerySchema,
        response: { 200: QualityReportSchema },
        errors: [422],
      }),
    },
    async (request) => getQualityReport(app.db, request.query),
  );
};
