import {
  AdminCategorySchema,
  AdminTramiteSchema,
  AdminTramitesQuerySchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  ChangeCategoryQuerySchema,
  IntIdSchema,
  ReorderSchema,
  TramiteCreateSchema,
  TramiteDeleteResultSchema,
  TramiteUpdateSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, MessageSchema, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createCategory,
  editCategory,
  listCategoriesForAdmin,
  removeCategory,
  reorderCategories,
} from './category-admin.service.ts';
import {
  changeTramiteCategory,
  createTramite,
  editTramite,
  listTramitesOfAdmin,
  removeTramite,
  reorderTramites,
  restoreTramite,
} from './tramite-admin.service.ts';

const CatalogIdParams = z.object({ id: IntIdSchema });
const tags = ['admin: catálogo'];

/** The back office of the catalogue (spec section 7, under /api/admin). Admins only. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // Every change reaches the public catalogue on its next request (DESIGN section 7).
  app.addHook('onSend', app.catalog.invalidateOnWrite);

  app.get(
    '/admin/categories/detailed',
    {
      schema: {
        tags,
        summary: 'Todas las categorías con trámites, solicitudes activas y tasa de finalización',
        security: secured,
        response: { 200: z.array(AdminCategorySchema), ...errorResponses(401, 403) },
      },
    },
    async () => listCategoriesForAdmin(app.db),
  );

  for (const path of ['/admin/categories', '/admin/categories/advanced']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Crear una categoría',
          security: secured,
          body: CategoryCreateSchema,
          response: { 201: AdminCategorySchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCategory(app.db, actorOf(request), request.body)),
    );
  }

  app.put(
    '/admin/categories/reorder',
    {
      schema: {
        tags,
        summary: 'Nuevo orden de las categorías: lista de {id, order}, en una transacción',
        security: secured,
        body: ReorderSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => reorderCategories(app.db, actorOf(request), request.body),
  );

  for (const path of ['/admin/categories/:id', '/admin/categories/:id/advanced']) {
    app.put(
      path,
      {
        schema: {
          tags,
          summary: 'Editar una categoría (o solo su display_order)',
          security: secured,
          params: CatalogIdParams,
          body: CategoryUpdateSchema,
          response: { 200: AdminCategorySchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => editCategory(app.db, actorOf(request), request.params.id, request.body),
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: 'Eliminar una categoría sin trámites (409 si tiene)',
          security: secured,
          params: CatalogIdParams,
          response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => removeCategory(app.db, actorOf(request), request.params.id),
    );
  }

  app.put(
    '/admin/categories/:id/tramites/reorder',
    {
      schema: {
        tags,
        summary: 'Nuevo orden de los trámites de una categoría: lista de {id, order}',
        security: secured,
        params: CatalogIdParams,
        body: ReorderSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => reorderTramites(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/tramites',
    {
      schema: {
        tags,
        summary: 'Trámites del catálogo (filtro por categoría; archivados con include_archived=true)',
        security: secured,
        querystring: AdminTramitesQuerySchema,
        response: { 200: z.array(AdminTramiteSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listTramitesOfAdmin(app.db, request.query),
  );

  app.post(
    '/admin/tramites',
    {
      schema: {
        tags,
        summary: 'Crear un trámite',
        security: secured,
        body: TramiteCreateSchema,
        response: { 201: AdminTramiteSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTramite(app.db, actorOf(request), request.body)),
  );

  app.put(
    '/admin/tramites/:id',
    {
      schema: {
        tags,
        summary: 'Editar un trámite',
        security: secured,
        params: CatalogIdParams,
        body: TramiteUpdateSchema,
        response: { 200: AdminTramiteSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => editTramite(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/tramites/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un trámite; si tiene solicitudes se archiva',
        security: secured,
        params: CatalogIdParams,
        response: { 200: TramiteDeleteResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => removeTramite(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/tramites/:id/restore',
    {
      schema: {
        tags,
        summary: 'Volver a publicar un trámite archivado',
        security: secured,
        params: CatalogIdParams,
        response: { 200: AdminTramiteSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => restoreTramite(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/tramites/:id/change-category',
    {
      schema: {
        tags,
        summary: 'Mover un trámite sin solicitudes activas al final de otra categoría',
        security: secured,
        params: CatalogIdParams,
        querystring: ChangeCategoryQuerySchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      changeTramiteCategory(app.db, actorOf(request), request.params.id, request.query.new_category_id),
  );
};
