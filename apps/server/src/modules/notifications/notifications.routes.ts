import {
  NotificationSchema,
  NotificationSettingsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsReadAllSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParams, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  getNotificationSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
} from './notifications.service.ts';

/** The signed-in user's notification centre: every route acts on their own notifications only. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notificaciones'],
        summary: 'Mis notificaciones, las más recientes primero, con el número de no leídas',
        security: secured,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => listNotifications(app.db, actorOf(request), request.query),
  );

  app.put(
    '/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notificaciones'],
        summary: 'Marcar todas mis notificaciones como leídas',
        security: secured,
        response: { 200: NotificationsReadAllSchema, ...errorResponses(401) },
      },
    },
    async (request) => readAllNotifications(app.db, actorOf(request)),
  );

  app.put(
    '/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notificaciones'],
        summary: 'Marcar una notificación propia como leída (la de otro usuario: 404)',
        security: secured,
        params: IdParams,
        response: { 200: NotificationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => readNotification(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/notifications/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notificaciones'],
        summary: 'Preferencias de notificación: ¿también por correo? (por omisión, sí)',
        security: secured,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getNotificationSettings(app.db, actorOf(request)),
  );

  app.put(
    '/notifications/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notificaciones'],
        summary: 'Activar o desactivar las notificaciones por correo',
        security: secured,
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => updateNotificationSettings(app.db, actorOf(request), request.body),
  );
};
