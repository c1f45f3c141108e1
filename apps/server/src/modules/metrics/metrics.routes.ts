import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Métricas en formato Prometheus',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.type(app.metrics.contentType).send(await app.metrics.metrics()),
  );
};
