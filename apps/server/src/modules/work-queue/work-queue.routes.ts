import { WorkQueueQuerySchema, WorkQueueResponseSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listWorkQueue } from './work-queue.service.ts';

const queueSchema = roleGuardedSchemas(['bandeja']);

/** "Mi bandeja" (issue 27): the gestor's one work queue. */
export const workQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gestor/queue',
    {
      // The role is checked before the query is validated: a client gets 403 whatever it asks.
      onRequest: app.requireRole('gestor', 'admin'),
      schema: queueSchema({
        summary: 'Mi bandeja: solicitudes abiertas con lo único que espera cada una',
        description:
          'Un gestor ve sus solicitudes asignadas abiertas (ninguna mientras su cuenta no esté aprobada); un admin, todas, las de un gestor (`gestor_id`) o las sin asignar (`gestor_id=sin_asignar`). Cada elemento trae su motivo (cotización por enviar, documentos por revisar, mensaje sin responder, pago por confirmar, trámite por mover, esperando al cliente), a quién espera, el siguiente paso compartido, el SLA y la urgencia. Orden: lo que espera al cliente al final; si no, fecha compromiso del SLA y antigüedad. `q` busca por folio, nombre del cliente, correo o teléfono sin importar acentos ni mayúsculas; `solo_mias=true` deja solo lo que espera a la gestoría.',
        querystring: WorkQueueQuerySchema,
        response: { 200: WorkQueueResponseSchema },
        errors: [422],
      }),
    },
    async (request) => listWorkQueue({ db: app.db, catalog: app.catalog }, actorOf(request), request.query),
  );
};
