import {
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AdminUserUpdateSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParams, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { approveGestor, listUsers, updateUserByAdmin } from './users-admin.service.ts';

const tags = ['admin: usuarios'];

/** The users tab of the back office. Admins only. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Usuarios con búsqueda y filtros (rol, activos/inactivos/gestores pendientes)',
        security: secured,
        querystring: AdminUsersQuerySchema,
        response: {
          200: AdminUsersPageSchema,
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar rol, activar/desactivar o la capacidad de un usuario',
        security: secured,
        params: IdParams,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateUserByAdmin(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/admin/users/:id/approve',
    {
      schema: {
        tags,
        summary: 'Aprobar a un gestor pendiente',
        security: secured,
        params: IdParams,
        response: { 200: AdminUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => approveGestor(app.db, actorOf(request), request.params.id),
  );
};
