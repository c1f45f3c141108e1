import {
  CatalogSearchQuerySchema,
  CatalogSearchResultSchema,
  CategorySchema,
  IntIdSchema,
  TramiteSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached, sendWhenReady } from '../../lib/http-cache.ts';
import { errorResponses } from '../../lib/http-schemas.ts';

const IdParams = z.object({ id: IntIdSchema });

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
    (request, reply) => sendWhenReady(request, reply, app.catalog.listCategories()),
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
    (request, reply) => sendWhenReady(request, reply, app.catalog.getCategory(request.params.id)),
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
    (request, reply) => sendWhenReady(request, reply, app.catalog.listTramites(request.params.id)),
  );

  app.get(
    '/tramites/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Un trámite activo',
        description:
          'Un trámite activo de una categoría visible, como lo muestra la lista de su categoría (su página ' +
          'pública es `/tramite-info/{id}`). Servido desde la copia en memoria del catálogo, con ETag.',
        params: IdParams,
        response: { 200: TramiteSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.catalog.getPublicTramite(request.params.id)),
  );

  app.get(
    '/tramites/search',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Buscar en el catálogo',
        description:
          'Trámites activos cuyo nombre, descripción, dependencia o documentos requeridos contienen cada palabra ' +
          'de `q` (sin distinguir acentos ni mayúsculas), los del nombre primero, agrupados por categoría; ' +
          'hasta 20. Servido desde la copia en memoria del catálogo, con ETag.',
        querystring: CatalogSearchQuerySchema,
        response: { 200: CatalogSearchResultSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalog.search(request.query.q)),
  );
};
