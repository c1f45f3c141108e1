import { HealthDownSchema, HealthSchema } from '@tramites/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/db-errors.ts';

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
        // Any failure means "down" here; a connection-class one (a restart) is expected to pass soon,
        // so it says when to look again, as every other route does with that error.
        if (isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, 'health check: database unavailable');
          reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
        } else {
          request.log.error({ err: error }, 'health check failed');
        }
        return reply.status(503).send({
          status: 'error' as const,
          database: 'error' as const,
          detail: 'Base de datos no disponible',
        });
      }
    },
  );
};
