import { AdminDashboardStatsSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          200: AdminDashboardStatsSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => getAdminDashboardStats(app.db, actorOf(request)),
  );
};
