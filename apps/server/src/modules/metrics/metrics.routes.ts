import { timingSafeEqual } from 'node:crypto';
import { MSG } from '@tramites/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { errorResponses, secured } from '../../lib/http-schemas.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Process and per-route figures are for operators, not the public (DESIGN section 6): a scraper sends
 * `Authorization: Bearer $METRICS_TOKEN`; an admin's session works too.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorizeScrape = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) {
      throw unauthorized(MSG.noAutenticado);
    }
    if (app.config.metricsToken && sameSecret(token, app.config.metricsToken)) {
      return;
    }
    await app.authenticate(request);
    if (request.actor?.role !== 'admin') {
      throw forbidden(MSG.sinPermiso);
    }
  };

  app.get(
    '/metrics',
    {
      onRequest: authorizeScrape,
      schema: {
        tags: ['sistema'],
        summary: 'Métricas en formato Prometheus (Bearer METRICS_TOKEN o sesión de admin)',
        security: secured,
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.type(app.metrics.contentType).send(await app.metrics.metrics()),
  );
};
