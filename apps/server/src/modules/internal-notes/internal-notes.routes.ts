import { INTERNAL_NOTE_MESSAGES, InternalNoteSchema } from '@tramites/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createInternalNote, listInternalNotes } from './internal-notes.service.ts';

const schema = roleGuardedSchemas(['internal-notes']);

/** Internal notes on a request (issue 27): the gestoría's team only, never its client. */
export const internalNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = async (request: FastifyRequest) => {
    await app.authenticate(request);
    // A client is refused even on their own request, before anything else is read.
    if (actorOf(request).role === 'cliente') {
      throw forbidden(INTERNAL_NOTE_MESSAGES.soloPersonal);
    }
  };

  app.get(
    '/solicitudes/:id/internal-notes',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Notas internas de una solicitud (solo el gestor asignado y los administradores)',
        description:
          'Nunca llegan al cliente: ni en el chat, ni en el historial, ni en la exportación, ni en vivo.',
        params: IdParams,
        response: { 200: z.array(InternalNoteSchema) },
        errors: [404],
      }),
    },
    async (request) => listInternalNotes(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/solicitudes/:id/internal-notes',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Escribir una nota interna (máximo 2000 caracteres; también en solicitudes cerradas)',
        params: IdParams,
        body: z.object({ body: z.string({ error: INTERNAL_NOTE_MESSAGES.vacia }) }),
        response: { 201: InternalNoteSchema },
        errors: [404, 422],
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInternalNote(app.db, actorOf(request), request.params.id, request.body)),
  );
};
