import type { FastifyInstance } from 'fastify';
import { qualityRoutes } from './quality.routes.ts';
import { slaAlertsPlugin } from './sla-alerts.plugin.ts';

/**
 * Quality (issue 27): the 80% SLA alert job, the client's satisfaction rating, and the admins' report of
 * "% a tiempo" and satisfaction per gestor and procedure.
 */
export async function qualityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(qualityRoutes);
  await app.register(slaAlertsPlugin);
}
