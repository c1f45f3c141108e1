import { AuditPageSchema, AuditQuerySchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { listAudit } from './audit.service.ts';

const adminSchema = roleGuardedSchemas(['admin']);

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Auditoría: cambios del back office y eventos de las solicitudes',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
        errors: [422],
      }),
    },
    async (request) => listAudit(app.db, request.query),
  );
};
