import multipart from '@fastify/multipart';
import {
  AdminDocumentsPageSchema,
  AdminDocumentsQuerySchema,
  DOCUMENT_MSG,
  DocumentMutationSchema,
  DocumentStatusResponseSchema,
  GestorDocumentSchema,
  GestorDocumentsQuerySchema,
  GestorMetricsSchema,
  PageQuerySchema,
  PendingDocumentSchema,
  ReviewDocumentSchema,
  UPLOAD_MAX_BYTES,
  UploadDocumentQuerySchema,
  ValidateDocumentSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { attachmentDisposition, inlineDisposition } from './content-disposition.ts';
import { openDocumentFile } from './document-download.service.ts';
import { listAllDocuments, listGestorDocuments, listPendingDocuments } from './document-lists.service.ts';
import { reviewDocument } from './document-review.service.ts';
import { getDocumentStatus } from './document-status.service.ts';
import { type IncomingFile, UPLOAD_REQUEST_MAX_BYTES, uploadDocument } from './document-upload.service.ts';
import { getGestorMetrics } from './gestor-metrics.service.ts';

/** Documents the multipart body in /api/docs; the file itself is read as a stream by the handler. */
const UploadBodySchema = z
  .object({
    file: z.any().meta({
      type: 'string',
      format: 'binary',
      description:
        'PDF, JPG o PNG de hasta 10 MB, o lo que diga el campo de archivo del formulario (campo multipart `file`)',
    }),
  })
  .nullish();

const documentsSchema = authenticatedSchemas(['documentos']);
const staffDocumentsSchema = roleGuardedSchemas(['documentos']);
const adminSchema = roleGuardedSchemas(['admin']);

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the upload route reads multipart bodies, never buffered.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 20,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  const staffOnly = app.requireRole('gestor', 'admin');
  const adminOnly = app.requireRole('admin');

  app.post(
    '/tramite-requests/:id/upload-document',
    {
      onRequest: app.authenticate,
      schema: documentsSchema({
        summary: 'Subir un documento requerido (multipart, campo `file`)',
        description:
          'El cliente de la solicitud, su gestor asignado o un admin. Solo PDF, JPG y PNG (comprobado por los primeros bytes y por el tipo declarado), máximo 10 MB (413/415). Si la solicitud se llenó con un formulario, los requisitos son sus campos de archivo (`document_name`: la etiqueta o el nombre del campo) y valen sus tipos y su tamaño máximo de 1 a 100 MB: lo que el campo no admite se rechaza con 422 en `file`. Una nueva subida del mismo requisito crea una versión nueva.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: UploadDocumentQuerySchema,
        body: UploadBodySchema,
        response: { 201: DocumentMutationSchema },
        errors: [400, 403, 404, 409, 413, 415, 422],
      }),
    },
    async (request, reply) => {
      const declared = request.headers['content-length'];
      const declaredLength = declared === undefined ? undefined : Number(declared);
      if (declaredLength !== undefined && declaredLength > UPLOAD_REQUEST_MAX_BYTES) {
        // Refused before reading the body: close the connection rather than read megabytes for nothing.
        reply.header('connection', 'close');
      }
      const receiveFile = async (maxBytes: number): Promise<IncomingFile | undefined> => {
        if (!request.isMultipart()) {
          return undefined;
        }
        try {
          // The requirement's own limit (a form's file field may allow 1-100 MB), enforced while streaming.
          return await request.file({ limits: { fileSize: maxBytes } });
        } catch (error) {
          if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 413) {
            throw error;
          }
          throw new AppError(400, DOCUMENT_MSG.subidaIncompleta, 'bad_multipart');
        }
      };
      const created = await uploadDocument(
        {
          db: app.db,
          storage: app.storage,
          actor: actorOf(request),
          log: request.log,
          findTramite: (id) => app.catalog.tramite(id),
        },
        {
          requestId: request.params.id,
          documentName: request.query.document_name,
          notes: request.query.notes,
          declaredLength,
        },
        receiveFile,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tramite-requests/:id/documents',
    {
      onRequest: app.authenticate,
      schema: documentsSchema({
        summary: 'Estado de los documentos requeridos de una solicitud',
        params: IdParams,
        response: { 200: DocumentStatusResponseSchema },
        errors: [403, 404],
      }),
    },
    async (request) =>
      getDocumentStatus(
        app.db,
        app.catalog,
        actorOf(request),
        request.params.id,
        app.config.privacy.documentRetentionDays,
      ),
  );

  app.put(
    '/gestor/documents/:id/review',
    {
      onRequest: staffOnly,
      schema: staffDocumentsSchema({
        summary: 'Aprobar o rechazar un documento pendiente (gestor asignado o admin)',
        description:
          "Aprobar: `{status: 'approved', review_notes}`. Rechazar: `{status: 'rejected', rejection_reason}` (motivo obligatorio).",
        params: IdParams,
        body: ReviewDocumentSchema,
        response: { 200: DocumentMutationSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) =>
      reviewDocument(app.db, actorOf(request), request.params.id, request.body, { ip: request.ip }),
  );

  app.get(
    '/gestor/pending-documents',
    {
      onRequest: staffOnly,
      schema: staffDocumentsSchema({
        summary: 'Documentos (versión actual) de las solicitudes abiertas del gestor; total en X-Total-Count',
        description: 'Un gestor ve solo sus solicitudes asignadas; un admin, todas. Más antiguos primero.',
        querystring: GestorDocumentsQuerySchema,
        response: { 200: z.array(GestorDocumentSchema) },
        errors: [422],
      }),
    },
    async (request, reply) => {
      const { documents, total } = await listGestorDocuments(app.db, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return documents;
    },
  );

  app.get(
    '/gestor/metrics',
    {
      onRequest: staffOnly,
      schema: staffDocumentsSchema({
        summary: 'Métricas de revisión del gestor (admin: de todos)',
        description:
          'hoy y esta_semana: revisiones hechas (hora de la Ciudad de México); tiempo_promedio: días entre la subida y la revisión; pendientes y documentos_totales: versiones actuales en su alcance.',
        response: { 200: GestorMetricsSchema },
      }),
    },
    async (request) => getGestorMetrics(app.db, actorOf(request)),
  );

  app.get(
    '/admin/documents/pending',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Documentos pendientes de revisión; total en X-Total-Count',
        querystring: PageQuerySchema,
        response: { 200: z.array(PendingDocumentSchema) },
        errors: [422],
      }),
    },
    async (request, reply) => {
      const { documents, total } = await listPendingDocuments(app.db, request.query);
      reply.header('x-total-count', String(total));
      return documents;
    },
  );

  app.put(
    '/admin/documents/:id/validate',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary:
          'Aprobar o rechazar un documento pendiente: {status, notes} (notes es el motivo al rechazar)',
        params: IdParams,
        body: ValidateDocumentSchema,
        response: { 200: DocumentMutationSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) =>
      reviewDocument(app.db, actorOf(request), request.params.id, request.body, { ip: request.ip }),
  );

  app.get(
    '/admin/documents/all',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Todos los documentos (versión actual), con filtro por estado y paginación',
        querystring: AdminDocumentsQuerySchema,
        response: { 200: AdminDocumentsPageSchema },
        errors: [422],
      }),
    },
    async (request) => listAllDocuments(app.db, request.query),
  );

  app.get(
    '/documents/:id/download',
    {
      onRequest: app.authenticate,
      schema: documentsSchema({
        summary: 'Descargar un documento (cliente de la solicitud, gestor asignado o admin)',
        description:
          'Queda en el registro de accesos (`descarga`) antes de enviar el primer byte. 410 si el archivo se eliminó al terminar su periodo de conservación.',
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        params: IdParams,
        response: { 200: z.any().meta({ type: 'string', format: 'binary', description: 'El archivo' }) },
        errors: [403, 404, 410],
      }),
    },
    async (request, reply) => {
      const file = await openDocumentFile(
        { db: app.db, storage: app.storage, actor: actorOf(request), log: request.log, ip: request.ip },
        request.params.id,
        'descarga',
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/documents/:id/preview',
    {
      onRequest: app.authenticate,
      schema: documentsSchema({
        summary: 'Ver un documento en línea: PDF o imagen (cliente de la solicitud, gestor asignado o admin)',
        description:
          'Los mismos permisos que la descarga; `Content-Disposition: inline`, `nosniff` y una CSP que no deja ejecutar nada. Queda en el registro de accesos (`vista_previa`). 415 si el archivo no es PDF, JPG ni PNG; 410 si se eliminó al terminar su periodo de conservación.',
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        params: IdParams,
        response: { 200: z.any().meta({ type: 'string', format: 'binary', description: 'El archivo' }) },
        errors: [403, 404, 410, 415],
      }),
    },
    async (request, reply) => {
      const file = await openDocumentFile(
        { db: app.db, storage: app.storage, actor: actorOf(request), log: request.log, ip: request.ip },
        request.params.id,
        'vista_previa',
      );
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', inlineDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          // Opened by itself (a new tab, a frame), the file runs nothing and loads nothing: a PDF's scripts
          // and forms are off (sandbox), and only its own inline styles apply.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
          )
          .header('cache-control', 'private, no-store')
          .send(file.stream)
      );
    },
  );
};
