import { AuditPageSchema, AuditQuerySchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, secured } from '../../lib/http-schemas.ts';
import { listAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Auditoría: cambios del back office y eventos de las solicitudes',
        security: secured,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
