import { CategorySchema, IntIdSchema, TramiteSchema } from '@tramites/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas.ts';
import type { CachedBody } from './catalog.service.ts';

const IdParams = z.object({ id: IntIdSchema });

/** Sends a cached JSON body with its ETag, or 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(cached.gzipped);
  }
  return reply.send(cached.body);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Categorías visibles y activas',
        response: { 200: z.array(CategorySchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalog.listCategories()),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Una categoría',
        params: IdParams,
        response: { 200: CategorySchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalog.getCategory(request.params.id)),
  );

  app.get(
    '/categories/:id/tramites',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Trámites activos de una categoría',
        params: IdParams,
        response: { 200: z.array(TramiteSchema), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalog.listTramites(request.params.id)),
  );
};
