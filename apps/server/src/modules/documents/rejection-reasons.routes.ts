import {
  RejectionReasonCreateSchema,
  RejectionReasonPresetSchema,
  RejectionReasonRemovalSchema,
  RejectionReasonReorderSchema,
  RejectionReasonUpdateSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, MessageSchema, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createRejectionReason,
  editRejectionReason,
  listActiveRejectionReasons,
  listAllRejectionReasons,
  removeRejectionReason,
  reorderRejectionReasons,
} from './rejection-reasons.service.ts';

const staffSchema = roleGuardedSchemas(['documentos']);
const adminSchema = roleGuardedSchemas(['admin: motivos de rechazo']);

/**
 * Preset rejection reasons (issue 27): the reviewers read the active ones; admins edit, archive and
 * order them. The review endpoint keeps receiving the reason as text.
 */
export const rejectionReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/rejection-reasons',
    {
      onRequest: staffOnly,
      schema: staffSchema({
        summary: 'Motivos de rechazo predefinidos activos, en orden (gestor o admin)',
        response: { 200: z.array(RejectionReasonPresetSchema) },
      }),
    },
    async (request) => listActiveRejectionReasons(app.db, actorOf(request)),
  );

  app.get(
    '/admin/rejection-reasons',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Todos los motivos de rechazo, también los archivados',
        response: { 200: z.array(RejectionReasonPresetSchema) },
      }),
    },
    async () => listAllRejectionReasons(app.db),
  );

  app.post(
    '/admin/rejection-reasons',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Crear un motivo de rechazo (al final de la lista)',
        body: RejectionReasonCreateSchema,
        response: { 201: RejectionReasonPresetSchema },
        errors: [409, 422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createRejectionReason(app.db, actorOf(request), request.body)),
  );

  // Declared before '/:id' so that "reorder" is never read as an id.
  app.put(
    '/admin/rejection-reasons/reorder',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Nuevo orden de los motivos: `{ids}` con cada motivo una vez',
        body: RejectionReasonReorderSchema,
        response: { 200: MessageSchema },
        errors: [422],
      }),
    },
    async (request) => reorderRejectionReasons(app.db, actorOf(request), request.body),
  );

  app.put(
    '/admin/rejection-reasons/:id',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Editar el texto de un motivo, o archivarlo / restaurarlo (`active`)',
        description: 'Cambiar el texto no cambia lo que ya se dijo a los clientes en rechazos anteriores.',
        params: IdParams,
        body: RejectionReasonUpdateSchema,
        response: { 200: RejectionReasonPresetSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => editRejectionReason(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/rejection-reasons/:id',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Eliminar un motivo; si ya se usó en un rechazo, se archiva (`archived: true`)',
        params: IdParams,
        response: { 200: RejectionReasonRemovalSchema },
        errors: [404],
      }),
    },
    async (request) => removeRejectionReason(app.db, actorOf(request), request.params.id),
  );
};
