import { ReminderSchema, RemindersPauseSchema, RemindersStateSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ReminderChannel } from './reminder-channel.ts';
import { getRemindersState, sendReminderNow, setRemindersPaused } from './reminders.service.ts';

const tags = ['recordatorios'];
const anyoneSchema = authenticatedSchemas(tags);
const roleSchema = roleGuardedSchemas(tags);

/** The reminders that chase a client (issue 27): their state, the client's pause, and the gestor's "send now". */
export const remindersRoutes: FastifyPluginAsyncZod<{ channels: readonly ReminderChannel[] }> = async (
  app,
  options,
) => {
  app.get(
    '/solicitudes/:id/reminders',
    {
      onRequest: app.authenticate,
      schema: anyoneSchema({
        summary: 'Recordatorios de una solicitud: si el cliente los pausó y, para el personal, los enviados',
        description:
          'Quien ve la solicitud. `paused` y `paused_at` para todos; `reminders` (los enviados, el más reciente primero) y `pending` (lo que recordaría uno enviado ahora, o null) solo para el gestor asignado y los admins (null para el cliente).',
        params: IdParams,
        response: { 200: RemindersStateSchema },
        errors: [403, 404],
      }),
    },
    async (request) => getRemindersState(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/solicitudes/:id/reminders',
    {
      onRequest: app.requireRole('cliente'),
      schema: roleSchema({
        summary: 'Pausar o reanudar los recordatorios de mi solicitud (oposición a ese uso de mis datos)',
        description:
          'Solo el cliente de la solicitud. Queda en el historial con quién y cuándo; repetir el mismo valor no registra nada.',
        params: IdParams,
        body: RemindersPauseSchema,
        response: { 200: RemindersStateSchema },
        errors: [404, 422],
      }),
    },
    async (request) => setRemindersPaused(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/solicitudes/:id/reminders',
    {
      onRequest: app.requireRole('gestor', 'admin'),
      schema: roleSchema({
        summary: 'Enviar ahora un recordatorio al cliente (notificación y correo)',
        description:
          'El gestor asignado o un admin. Recuerda lo que el cliente debe ahora: documentos por subir o corregir, una ficha OXXO por pagar o una cotización por aceptar. 409 si la solicitud está cerrada, si el cliente pausó los recordatorios o si no tiene nada pendiente.',
        params: IdParams,
        response: { 201: ReminderSchema },
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      reply.code(201);
      return sendReminderNow(
        { db: app.db, log: request.log, channels: options.channels },
        actorOf(request),
        request.params.id,
      );
    },
  );
};
