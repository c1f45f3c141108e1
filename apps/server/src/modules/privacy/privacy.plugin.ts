import type { FastifyInstance } from 'fastify';
import { accessLogRoutes } from './access-log.routes.ts';
import { arcoRoutes } from './arco.routes.ts';
import { consentsRoutes } from './consents.routes.ts';
import { exportRoutes } from './export.routes.ts';
import { noticeRoutes } from './notice.routes.ts';
import { retentionPlugin } from './retention.plugin.ts';

/**
 * Privacy (issue 25, LFPDPPP 2025): the aviso and consents, the ARCO rights, the document access log and the
 * retention purge. Each part registers its routes here.
 */
export async function privacyPlugin(app: FastifyInstance): Promise<void> {
  await app.register(accessLogRoutes);
  await app.register(arcoRoutes);
  await app.register(exportRoutes);
  await app.register(noticeRoutes);
  await app.register(consentsRoutes);
  await app.register(retentionPlugin);
}
