import {
  NotificationSchema,
  NotificationSettingsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsReadAllSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getNotificationSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
} from './notifications.service.ts';

const notificationsSchema = authenticatedSchemas(['notificaciones']);

/**
 * The signed-in user's notification centre: every route is behind a session (one hook for all) and acts on
 * their own notifications only.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    {
      schema: notificationsSchema({
        summary: 'Mis notificaciones, las más recientes primero, con el número de no leídas',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema },
        errors: [422],
      }),
    },
    async (request) => listNotifications(app.db, actorOf(request), request.query),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: notificationsSchema({
        summary: 'Marcar todas mis notificaciones como leídas',
        response: { 200: NotificationsReadAllSchema },
      }),
    },
    async (request) => readAllNotifications(app.db, actorOf(request)),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: notificationsSchema({
        summary: 'Marcar una notificación propia como leída (la de otro usuario: 404)',
        params: IdParams,
        response: { 200: NotificationSchema },
        errors: [404],
      }),
    },
    async (request) => readNotification(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/notifications/settings',
    {
      schema: notificationsSchema({
        summary: 'Preferencias de notificación: ¿también por correo? (por omisión, sí)',
        response: { 200: NotificationSettingsSchema },
      }),
    },
    async (request) => getNotificationSettings(app.db, actorOf(request)),
  );

  app.put(
    '/notifications/settings',
    {
      schema: notificationsSchema({
        summary: 'Activar o desactivar las notificaciones por correo',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema },
        errors: [422],
      }),
    },
    async (request) => updateNotificationSettings(app.db, actorOf(request), request.body),
  );
};
