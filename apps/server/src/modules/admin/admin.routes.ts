import { AdminDashboardStatsSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ADMIN_STATS_TTL_MS, createAdminStatsCache } from './admin.service.ts';

const adminSchema = roleGuardedSchemas(['admin']);

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createAdminStatsCache(app.db);
  // Every event this instance reaches (its own and the other instances') may change a figure.
  app.live.onEvent(() => stats.clear());

  app.get(
    '/admin/dashboard/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Indicadores del panel de administración',
        description: `Las cifras se calculan en una consulta y se guardan hasta ${ADMIN_STATS_TTL_MS / 1000} s: cualquier evento de una solicitud, documento, mensaje o cuenta las recalcula en la siguiente llamada; un cambio del catálogo o una cuenta nueva puede tardar hasta ${ADMIN_STATS_TTL_MS / 1000} s en contarse.`,
        response: { 200: AdminDashboardStatsSchema },
      }),
    },
    async (request) => stats.get(actorOf(request)),
  );
};
