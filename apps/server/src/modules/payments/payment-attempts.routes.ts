import multipart from '@fastify/multipart';
import {
  DeclineTransferSchema,
  PaymentAttemptSchema,
  PaymentOptionsSchema,
  PaymentSchema,
  PendingTransferSchema,
  StartPaymentSchema,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import type { IncomingFile } from '../documents/document-upload.service.ts';
import {
  confirmTransfer,
  declineTransfer,
  getPaymentOptions,
  openTransferProof,
  startPayment,
  toAttemptDto,
  uploadTransferProof,
} from './payment-attempts.service.ts';
import { listPendingTransfers } from './payments.repository.ts';

/** Documents the multipart body in /api/docs; the file itself is read as a stream by the handler. */
const ProofBodySchema = z
  .object({
    file: z.any().meta({ type: 'string', format: 'binary', description: 'PDF, JPG o PNG de hasta 10 MB' }),
  })
  .nullish();

const clientSchema = authenticatedSchemas(['pagos']);
const staffSchema = roleGuardedSchemas(['pagos']);

/** The client pays online (issue 24): options, starting a payment, a transfer's comprobante; staff confirm it. */
export const paymentAttemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');
  const context = (log: typeof app.log) => ({
    db: app.db,
    providers: app.paymentProviders,
    publicUrl: app.config.publicUrl,
    log,
  });
  // Scoped to this plugin: only the comprobante upload reads multipart bodies, never buffered.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 10 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/tramite-requests/:id/payment-options',
    {
      onRequest: app.authenticate,
      schema: clientSchema({
        summary: 'Lo que se debe pagar ahora, las formas de pago y los pagos en curso',
        params: IdParams,
        response: { 200: PaymentOptionsSchema },
        errors: [403, 404],
      }),
    },
    async (request) => getPaymentOptions(context(request.log), actorOf(request), request.params.id),
  );

  app.post(
    '/tramite-requests/:id/payment-attempts',
    {
      onRequest: app.authenticate,
      schema: clientSchema({
        summary: 'Iniciar el pago de lo pendiente con una forma de pago',
        description:
          'Solo el cliente de la solicitud, con su correo verificado. Devuelve lo que necesita para pagar: la página segura de Stripe (tarjeta), la ficha de OXXO, la CLABE de SPEI o los datos bancarios para transferir. Un pago simulado (modo demo) queda registrado al instante.',
        params: IdParams,
        body: StartPaymentSchema,
        response: { 200: PaymentAttemptSchema, 201: PaymentAttemptSchema },
        errors: [403, 404, 409, 422, 502],
      }),
    },
    async (request, reply) => {
      const { attempt, reused } = await startPayment(
        context(request.log),
        actorOf(request),
        request.params.id,
        request.body.method,
      );
      return reply.status(reused ? 200 : 201).send(attempt);
    },
  );

  app.post(
    '/payment-attempts/:id/proof',
    {
      onRequest: app.authenticate,
      schema: clientSchema({
        summary: 'Subir el comprobante de una transferencia (multipart, campo `file`)',
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: ProofBodySchema,
        response: { 200: PaymentAttemptSchema },
        errors: [400, 403, 404, 409, 413, 415, 422],
      }),
    },
    async (request) => {
      const receiveFile = async (maxBytes: number): Promise<IncomingFile | undefined> => {
        if (!request.isMultipart()) {
          return undefined;
        }
        try {
          return await request.file({ limits: { fileSize: maxBytes } });
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw new AppError(413, 'El archivo no debe superar 10 MB', 'too_large');
          }
          throw new AppError(400, 'La subida no se completó. Intenta de nuevo.', 'bad_multipart');
        }
      };
      return uploadTransferProof(
        { ...context(request.log), storage: app.storage },
        actorOf(request),
        request.params.id,
        receiveFile,
      );
    },
  );

  app.get(
    '/payment-attempts/:id/proof',
    {
      onRequest: app.authenticate,
      schema: clientSchema({
        summary: 'Descargar el comprobante de una transferencia',
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        params: IdParams,
        response: { 200: z.any().meta({ type: 'string', format: 'binary', description: 'El archivo' }) },
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const file = await openTransferProof(app.db, app.storage, actorOf(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/payment-attempts/:id/confirm',
    {
      onRequest: staffOnly,
      schema: staffSchema({
        summary: 'Confirmar que llegó el dinero de una transferencia',
        params: IdParams,
        response: { 201: PaymentSchema },
        errors: [404, 409],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await confirmTransfer(app.db, actorOf(request), request.params.id)),
  );

  app.post(
    '/payment-attempts/:id/decline',
    {
      onRequest: staffOnly,
      schema: staffSchema({
        summary: 'No aceptar el comprobante de una transferencia (el cliente puede subir otro)',
        params: IdParams,
        body: DeclineTransferSchema,
        response: { 200: PaymentAttemptSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => declineTransfer(app.db, actorOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/payments/pending-transfers',
    {
      onRequest: staffOnly,
      schema: staffSchema({
        summary: 'Transferencias con comprobante por confirmar (las del gestor, o todas para un admin)',
        response: { 200: z.object({ items: z.array(PendingTransferSchema) }) },
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = await listPendingTransfers(app.db, actor.role === 'admin' ? null : actor.id);
      return {
        items: rows.map((row) => ({
          ...toAttemptDto(row.attempt),
          folio: row.folio,
          tramite_name: row.tramiteName,
          client_name: row.clientName,
          gestor_name: row.gestorName,
        })),
      };
    },
  );
};
