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
import { MessageSchema, roleGuardedSchemas } from '../../lib/http-schemas.ts';
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
const adminSchema = roleGuardedSchemas(['admin: catálogo']);

/** The back office of the catalogue (spec section 7, under /api/admin). Admins only. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // Every change reaches the public catalogue on its next request (DESIGN section 7).
  app.addHook('onSend', app.catalog.invalidateOnWrite);

  app.get(
    '/admin/categories/detailed',
    {
      schema: adminSchema({
        summary: 'Todas las categorías con trámites, solicitudes activas y tasa de finalización',
        response: { 200: z.array(AdminCategorySchema) },
      }),
    },
    async () => listCategoriesForAdmin(app.db),
  );

  for (const path of ['/admin/categories', '/admin/categories/advanced']) {
    app.post(
      path,
      {
        schema: adminSchema({
          summary: 'Crear una categoría',
          body: CategoryCreateSchema,
          response: { 201: AdminCategorySchema },
          errors: [422],
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await createCategory(app.db, actorOf(request), request.body)),
    );
  }

  app.put(
    '/admin/categories/reorder',
    {
      schema: adminSchema({
        summary: 'Nuevo orden de las categorías: lista de {id, order}, en una transacción',
        body: ReorderSchema,
        response: { 200: MessageSchema },
        errors: [422],
      }),
    },
    async (request) => reorderCategories(app.db, actorOf(request), request.body),
  );

  for (const path of ['/admin/categories/:id', '/admin/categories/:id/advanced']) {
    app.put(
      path,
      {
        schema: adminSchema({
          summary: 'Editar una categoría (o solo su display_order)',
          params: CatalogIdParams,
          body: CategoryUpdateSchema,
          response: { 200: AdminCategorySchema },
          errors: [404, 422],
        }),
      },
      async (request) => editCategory(app.db, actorOf(request), request.params.id, request.body),
    );
    app.delete(
      path,
      {
        schema: adminSchema({
          summary: 'Eliminar una categoría sin trámites (409 si tiene)',
          params: CatalogIdParams,
          response: { 200: MessageSchema },
          errors: [404, 409],
        }),
      },
      async (request) => removeCategory(app.db, actorOf(request), request.params.id),
    );
  }

  app.put(
    '/admin/categories/:id/tramites/reorder',
    {
      schema: adminSchema({
        summary: 'Nuevo orden de los trámites de una categoría: lista de {id, order}',
        params: CatalogIdParams,
        body: ReorderSchema,
        response: { 200: MessageSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => reorderTramites(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/tramites',
    {
      schema: adminSchema({
        summary: 'Trámites del catálogo (filtro por categoría; archivados con include_archived=true)',
        querystring: AdminTramitesQuerySchema,
        response: { 200: z.array(AdminTramiteSchema) },
        errors: [422],
      }),
    },
    async (request) => listTramitesOfAdmin(app.db, request.query),
  );

  app.post(
    '/admin/tramites',
    {
      schema: adminSchema({
        summary: 'Crear un trámite',
        body: TramiteCreateSchema,
        response: { 201: AdminTramiteSchema },
        errors: [422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createTramite(app.db, actorOf(request), request.body)),
  );

  app.put(
    '/admin/tramites/:id',
    {
      schema: adminSchema({
        summary: 'Editar un trámite',
        params: CatalogIdParams,
        body: TramiteUpdateSchema,
        response: { 200: AdminTramiteSchema },
        errors: [404, 422],
      }),
    },
    async (request) => editTramite(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/tramites/:id',
    {
      schema: adminSchema({
        summary: 'Eliminar un trámite; si tiene solicitudes se archiva',
        params: CatalogIdParams,
        response: { 200: TramiteDeleteResultSchema },
        errors: [404],
      }),
    },
    async (request) => removeTramite(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/tramites/:id/restore',
    {
      schema: adminSchema({
        summary: 'Volver a publicar un trámite archivado',
        params: CatalogIdParams,
        response: { 200: AdminTramiteSchema },
        errors: [404],
      }),
    },
    async (request) => restoreTramite(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/tramites/:id/change-category',
    {
      schema: adminSchema({
        summary: 'Mover un trámite sin solicitudes activas al final de otra categoría',
        params: CatalogIdParams,
        querystring: ChangeCategoryQuerySchema,
        response: { 200: MessageSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) =>
      changeTramiteCategory(app.db, actorOf(request), request.params.id, request.query.new_category_id),
  );
};
