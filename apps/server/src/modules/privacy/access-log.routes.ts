import {
  AdminDocumentAccessPageSchema,
  AdminDocumentAccessQuerySchema,
  DocumentAccessPageSchema,
  DocumentAccessQuerySchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listAdminDocumentAccess, listRequestDocumentAccess } from './access-log.service.ts';

const requestSchema = authenticatedSchemas(['privacidad']);
const adminSchema = roleGuardedSchemas(['privacidad']);

/** The document access log (issue 25): the request's view for its people, the whole log for admins. */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tramite-requests/:id/document-access',
    {
      onRequest: app.authenticate,
      schema: requestSchema({
        summary: 'Quién ha visto los documentos de una solicitud (lo más reciente primero)',
        description:
          'El cliente de la solicitud, su gestor asignado o un admin. Cada vista previa, descarga, aprobación y rechazo, con quién (nombre y rol), qué documento y cuándo; sin la IP.',
        params: IdParams,
        querystring: DocumentAccessQuerySchema,
        response: { 200: DocumentAccessPageSchema },
        errors: [403, 404, 422],
      }),
    },
    async (request) => listRequestDocumentAccess(app.db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/admin/document-access',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Registro de accesos a documentos, filtrado por usuario, solicitud (id o folio) y fechas',
        description:
          '`user_id` o `user` (nombre o correo): quién accedió. `from` y `to`: días de la Ciudad de México, incluidos. Páginas de `limit` (50) desde `page=1`.',
        querystring: AdminDocumentAccessQuerySchema,
        response: { 200: AdminDocumentAccessPageSchema },
        errors: [422],
      }),
    },
    async (request) => listAdminDocumentAccess(app.db, request.query),
  );
};
