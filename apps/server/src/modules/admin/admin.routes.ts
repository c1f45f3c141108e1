import { REQUEST_STATUSES } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAdminDashboardStats } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Indicadores del panel de administración',
        security: secured,
        response: {
          200: z.object({
            total_categories: z.number(),
            total_tramites: z.number(),
            total_requests: z.number(),
            pending_documents: z.number(),
            active_clients: z.number(),
            total_gestores: z.number(),
            gestores_pendientes_aprobacion: z.number(),
            pending_quotations: z.number(),
            completed_tramites: z.number(),
            recent_requests: z.array(
              z.object({
                id: z.string(),
                folio: z.string(),
                tramite_name: z.string(),
                client_name: z.string(),
                status: z.enum(REQUEST_STATUSES),
                created_at: z.string(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => getAdminDashboardStats(app.db, actorOf(request)),
  );
};
