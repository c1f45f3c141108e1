import { HealthDownSchema, HealthSchema } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servidor y de la base de datos',
        response: {
          200: HealthSchema,
          503: HealthDownSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, driver: app.dbHandle.driver };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({
          status: 'error' as const,
          database: 'error' as const,
          detail: 'Base de datos no disponible',
        });
      }
    },
  );
};
