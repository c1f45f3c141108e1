import {
  CHAT_MESSAGES,
  ChatMessageSchema,
  MessagesReadResponseSchema,
  normalizeUuid,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getMessages, markMessagesRead, sendMessage, sendSystemNotification } from './chat.service.ts';

const chatSchema = authenticatedSchemas(['chat']);
const staffChatSchema = roleGuardedSchemas(['chat']);

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tramite-requests/:id/messages',
    {
      onRequest: app.authenticate,
      schema: chatSchema({
        summary: 'Mensajes de una solicitud (cliente, gestor asignado o admin)',
        params: IdParams,
        response: { 200: z.array(ChatMessageSchema) },
        errors: [403, 404],
      }),
    },
    async (request) => getMessages(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/tramite-requests/:id/messages',
    {
      onRequest: app.authenticate,
      schema: chatSchema({
        summary: 'Enviar un mensaje (máximo 500 caracteres)',
        params: IdParams,
        body: z.object({ message_text: z.string({ error: CHAT_MESSAGES.vacio }) }),
        response: { 201: ChatMessageSchema },
        errors: [403, 404, 422],
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(app.db, actorOf(request), request.params.id, request.body.message_text)),
  );

  app.put(
    '/tramite-requests/:id/messages/read',
    {
      onRequest: app.authenticate,
      schema: chatSchema({
        summary: 'Marcar como leído el chat de una solicitud hasta su último mensaje',
        description: 'Deja en 0 el `unread_count` de la solicitud para quien llama (listas y dashboard).',
        params: IdParams,
        response: { 200: MessagesReadResponseSchema },
        errors: [403, 404],
      }),
    },
    async (request) => markMessagesRead(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/chat/send-system-notification',
    {
      onRequest: app.requireRole('gestor', 'admin'),
      schema: staffChatSchema({
        summary: 'Notificación de sistema en el chat de una solicitud (solo personal)',
        querystring: z.object({
          tramite_request_id: z.string({ error: 'La solicitud es requerida' }).transform(normalizeUuid),
          message: z.string({ error: CHAT_MESSAGES.vacio }),
        }),
        response: { 201: ChatMessageSchema },
        errors: [404, 422],
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendSystemNotification(
            app.db,
            actorOf(request),
            request.query.tramite_request_id,
            request.query.message,
          ),
        ),
  );
};
