import {
  type AdminUser,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AdminUserUpdateSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { approveGestor, listUsers, updateUserByAdmin } from './users-admin.service.ts';

const adminSchema = roleGuardedSchemas(['admin: usuarios']);

/** The users tab of the back office. Admins only. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  /**
   * The changed account's next request on this instance reads it again, whatever it runs into before the
   * response; the other instances (and this one, a moment later) drop it when the account.changed event
   * the use case committed reaches them.
   */
  const forgetCachedActor = (user: AdminUser): AdminUser => {
    app.actorCache.invalidate(user.id);
    return user;
  };

  app.get(
    '/admin/users',
    {
      schema: adminSchema({
        summary: 'Usuarios con búsqueda y filtros (rol, activos/inactivos/gestores pendientes)',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema },
        errors: [422],
      }),
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.put(
    '/admin/users/:id',
    {
      schema: adminSchema({
        summary: 'Cambiar rol, activar/desactivar o la capacidad de un usuario',
        params: IdParams,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) =>
      forgetCachedActor(await updateUserByAdmin(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/users/:id/approve',
    {
      schema: adminSchema({
        summary: 'Aprobar a un gestor pendiente',
        params: IdParams,
        response: { 200: AdminUserSchema },
        errors: [404, 409],
      }),
    },
    async (request) => forgetCachedActor(await approveGestor(app.db, actorOf(request), request.params.id)),
  );
};
