import {
  AssignableGestorListSchema,
  AssignGestorQuerySchema,
  GestorWorkloadListSchema,
  ReassignOpenRequestsSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, IdParams, MessageSchema, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getAssignableGestores,
  getGestorWorkload,
  reassignGestor,
  reassignOpenRequests,
} from './assignment.service.ts';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/gestores/workload',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Carga de trabajo por gestor',
        security: secured,
        response: {
          200: GestorWorkloadListSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async () => getGestorWorkload(app.db),
  );

  app.get(
    '/admin/gestores/available-for-assignment',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Gestores activos y aprobados para asignar',
        security: secured,
        response: {
          200: AssignableGestorListSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async () => getAssignableGestores(app.db),
  );

  app.put(
    '/admin/solicitudes/:id/assign-gestor',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Asignar o cambiar el gestor de una solicitud',
        security: secured,
        params: IdParams,
        querystring: AssignGestorQuerySchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
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
      schema: {
        tags: ['admin'],
        summary: 'Reasignar todas las solicitudes abiertas de un gestor a otro',
        security: secured,
        params: IdParams,
        body: ReassignOpenRequestsSchema,
        response: {
          200: MessageSchema.extend({ reassigned: z.number().int() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      reassignOpenRequests(app.db, actorOf(request), {
        fromGestorId: request.params.id,
        toGestorId: request.body.new_gestor_id,
        reason: request.body.reason,
      }),
  );
};
