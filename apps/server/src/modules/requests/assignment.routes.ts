import {
  AssignableGestorListSchema,
  AssignGestorQuerySchema,
  GestorWorkloadListSchema,
  ReassignOpenRequestsSchema,
  ReassignOpenResultSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, MessageSchema, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getAssignableGestores,
  getGestorWorkload,
  reassignGestor,
  reassignOpenRequests,
} from './assignment.service.ts';

const adminSchema = roleGuardedSchemas(['admin']);

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/gestores/workload',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Carga de trabajo por gestor',
        response: { 200: GestorWorkloadListSchema },
      }),
    },
    async () => getGestorWorkload(app.db),
  );

  app.get(
    '/admin/gestores/available-for-assignment',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Gestores activos y aprobados para asignar',
        response: { 200: AssignableGestorListSchema },
      }),
    },
    async () => getAssignableGestores(app.db),
  );

  app.put(
    '/admin/solicitudes/:id/assign-gestor',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Asignar o cambiar el gestor de una solicitud',
        params: IdParams,
        querystring: AssignGestorQuerySchema,
        response: { 200: MessageSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) =>
      reassignGestor(app.db, actorOf(request), {
        requestId: request.params.id,
        gestorId: request.query.new_gestor_id || undefined,
        reason: request.query.assignment_reason,
      }),
  );

  app.post(
    '/admin/gestores/:id/reassign-open',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Reasignar todas las solicitudes abiertas de un gestor a otro',
        params: IdParams,
        body: ReassignOpenRequestsSchema,
        response: { 200: ReassignOpenResultSchema },
        errors: [404, 422],
      }),
    },
    async (request) =>
      reassignOpenRequests(app.db, actorOf(request), {
        fromGestorId: request.params.id,
        toGestorId: request.body.new_gestor_id,
        reason: request.body.reason,
      }),
  );
};
