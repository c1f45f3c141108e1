import type { FastifyInstance } from 'fastify';
import { accessLogRoutes } from './access-log.routes.ts';
import { arcoRoutes } from './arco.routes.ts';
import { exportRoutes } from './export.routes.ts';

/**
 * Privacy (issue 25, LFPDPPP 2025): the aviso and consents, the ARCO rights, the document access log and the
 * retention purge. Each part registers its routes here.
 */
export async function privacyPlugin(app: FastifyInstance): Promise<void> {
  await app.register(accessLogRoutes);
  await app.register(arcoRoutes);
  await app.register(exportRoutes);
}
