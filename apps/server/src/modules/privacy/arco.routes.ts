import {
  AdminArcoRequestSchema,
  AdminArcoRequestsQuerySchema,
  AdminArcoRequestsResponseSchema,
  ArcoRequestCreateSchema,
  ArcoRequestSchema,
  ArcoRequestsResponseSchema,
  ArcoResolveSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createArcoRequest,
  listArcoRequestsForAdmin,
  listOwnArcoRequests,
  resolveArcoRequest,
} from './arco.service.ts';
import type { CancelledAccount } from './arco-cancellation.ts';

const ownSchema = authenticatedSchemas(['privacidad']);
const adminSchema = roleGuardedSchemas(['admin: privacidad']);

/** ARCO cases (issue 25): the user files and reads their own; admins answer them within 20 días hábiles. */
export const arcoRoutes: FastifyPluginAsyncZod = async (app) => {
  let mailer: Mailer | undefined;
  /**
   * A carried-out cancellation's answer goes once to the address the account had: the notification
   * outbox writes to the account's current address, which the cancellation has just erased. A failure is
   * logged: the answer stays on the case, which the admin can forward.
   */
  const sendCancellationAnswer = async (account: CancelledAccount, resolution: string) => {
    mailer ??= createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.smtpFrom, log: app.log });
    const text = `Hola, ${account.formerName}:\n\nAtendimos tu solicitud de cancelación de datos personales. Tu cuenta de Trámites MX quedó anonimizada: ya no puedes iniciar sesión y borramos tus documentos y mensajes.\n\n${resolution}\n`;
    try {
      await mailer.send({
        to: account.formerEmail,
        subject: 'Cancelamos tus datos personales · Trámites MX',
        text,
        html: text
          .split('\n\n')
          .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
          .join('\n'),
      });
    } catch (error) {
      app.log.error({ err: error, userId: account.userId }, 'cancellation answer not e-mailed');
    }
  };
  app.addHook('onClose', async () => mailer?.close());

  app.post(
    '/privacy/requests',
    {
      onRequest: app.authenticate,
      schema: ownSchema({
        summary: 'Ejercer un derecho ARCO (acceso, rectificación, cancelación u oposición)',
        body: ArcoRequestCreateSchema,
        response: { 201: ArcoRequestSchema },
        errors: [409, 422],
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createArcoRequest(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/privacy/requests',
    {
      onRequest: app.authenticate,
      schema: ownSchema({
        summary: 'Mis solicitudes ARCO, con su plazo y su respuesta',
        response: { 200: ArcoRequestsResponseSchema },
      }),
    },
    async (request) => listOwnArcoRequests(app.db, actorOf(request)),
  );

  app.get(
    '/admin/privacy/requests',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary: 'Solicitudes ARCO: pendientes primero, por fecha límite (días hábiles restantes)',
        querystring: AdminArcoRequestsQuerySchema,
        response: { 200: AdminArcoRequestsResponseSchema },
        errors: [422],
      }),
    },
    async (request) => listArcoRequestsForAdmin(app.db, request.query),
  );

  app.post(
    '/admin/privacy/requests/:id/resolve',
    {
      onRequest: app.requireRole('admin'),
      schema: adminSchema({
        summary:
          'Responder una solicitud ARCO (atendida o rechazada, con el motivo); una cancelación atendida anonimiza la cuenta',
        params: IdParams,
        body: ArcoResolveSchema,
        response: { 200: AdminArcoRequestSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => {
      const resolved = await resolveArcoRequest(
        { db: app.db, storage: app.storage },
        actorOf(request),
        request.params.id,
        request.body,
      );
      if (resolved.cancelled) {
        // The account is gone from every instance's cache now, whatever the event channel's delay.
        app.actorCache.invalidate(resolved.cancelled.userId);
        await sendCancellationAnswer(resolved.cancelled, resolved.request.resolution ?? '');
      }
      return resolved.request;
    },
  );
};
