import { AdminDashboardStatsSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getAdminDashboardStats } from './admin.service.ts';

const adminSchema = roleGuardedSchemas(['admin']);

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Indicadores del panel de administración',
        response: { 200: AdminDashboardStatsSchema },
      }),
    },
    async (request) => getAdminDashboardStats(app.db, actorOf(request)),
  );
};
