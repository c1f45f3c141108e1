import {
  QUICK_REPLY_MESSAGES,
  QUICK_REPLY_SCOPES,
  QuickReplySchema,
  QuickReplyValuesSchema,
  UuidParamSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createQuickReply,
  deleteQuickReply,
  getQuickReplyValues,
  listQuickReplies,
  updateQuickReply,
} from './quick-replies.service.ts';

const schema = roleGuardedSchemas(['quick-replies']);

/**
 * The body's shape for the documentation; its rules (trimmed, required, limits) are the shared schema's,
 * applied by the service after the ownership check, so that someone else's reply answers 403 whatever
 * the body says.
 */
const ReplyBody = z.object({
  title: z.string({ error: QUICK_REPLY_MESSAGES.tituloRequerido }),
  body: z.string({ error: QUICK_REPLY_MESSAGES.textoRequerido }),
});

/** Ready replies ("respuestas rápidas", issue 27): staff only. */
export const quickRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');

  app.get(
    '/quick-replies',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Respuestas rápidas: las de la gestoría y las propias',
        description: 'Las de la gestoría primero; `can_edit` dice si quien llama puede editarla.',
        response: { 200: z.array(QuickReplySchema) },
      }),
    },
    async (request) => listQuickReplies(app.db, actorOf(request)),
  );

  app.post(
    '/quick-replies',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Crear una respuesta rápida',
        description:
          '`scope: "gestoria"` (solo administradores) la comparte con todo el equipo; sin él es personal. ' +
          'Variables: `{nombre}`, `{folio}`, `{tramite}`, `{documentos_pendientes}`, `{total}`, `{fecha_estimada}`.',
        body: ReplyBody.extend({ scope: z.enum(QUICK_REPLY_SCOPES).optional() }),
        response: { 201: QuickReplySchema },
        errors: [422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createQuickReply(app.db, actorOf(request), request.body)),
  );

  app.put(
    '/quick-replies/:id',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Editar una respuesta rápida (admin: las de la gestoría; cada quien: las suyas)',
        params: z.object({ id: UuidParamSchema }),
        body: ReplyBody,
        response: { 200: QuickReplySchema },
        errors: [404, 422],
      }),
    },
    async (request) => updateQuickReply(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/quick-replies/:id',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Eliminar una respuesta rápida (admin: las de la gestoría; cada quien: las suyas)',
        params: z.object({ id: UuidParamSchema }),
        response: { 204: z.null() },
        errors: [404],
      }),
    },
    async (request, reply) => {
      await deleteQuickReply(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/solicitudes/:id/quick-reply-values',
    {
      onRequest: staffOnly,
      schema: schema({
        summary: 'Valores de las variables de las respuestas rápidas para una solicitud',
        description:
          'Nombre del cliente, folio, trámite, documentos que faltan o fueron rechazados, total de la ' +
          'cotización (MXN) y fecha compromiso; `null` (o lista vacía) cuando la solicitud aún no los tiene.',
        params: IdParams,
        response: { 200: QuickReplyValuesSchema },
        errors: [404],
      }),
    },
    async (request) =>
      getQuickReplyValues(
        app.db,
        app.catalog,
        actorOf(request),
        request.params.id,
        app.config.privacy.documentRetentionDays,
      ),
  );
};
