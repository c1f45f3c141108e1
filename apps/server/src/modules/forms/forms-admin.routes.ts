import {
  AutoGenerateFormsResponseSchema,
  ConnectFormByNamesResponseSchema,
  ConnectFormByNamesSchema,
  ConnectFormResponseSchema,
  ConnectFormSchema,
  CreateMissingFormsResponseSchema,
  FormTemplateInputSchema,
  FormTemplateSchema,
  FormTemplatesListSchema,
  FormTemplatesQuerySchema,
  IntIdSchema,
  PublishQuerySchema,
  TramiteFormTemplateInputSchema,
  TramiteFormTemplateResponseSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, IdParams, MessageSchema, secured } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { connectForm, connectFormByNames } from './form-connection.service.ts';
import { autoGenerateForms, createMissingForms, regenerateForm } from './form-generation.service.ts';
import {
  createFormTemplate,
  deleteFormTemplate,
  duplicateFormTemplate,
  getTramiteFormTemplate,
  listFormTemplates,
  loadFormTemplate,
  saveTramiteFormTemplate,
  setFormTemplatePublished,
  updateFormTemplate,
} from './forms-admin.service.ts';

const TramiteIdParams = z.object({ id: IntIdSchema });
const tags = ['admin: formularios'];

/** The form builder and the procedures' forms (spec section 7, under /api/admin). Admins only. */
export const formsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // Publishing and connecting change what the public catalogue and its forms show: invalidate on any change.
  app.addHook('onSend', app.catalog.invalidateOnWrite);

  app.get(
    '/admin/form-templates',
    {
      schema: {
        tags,
        summary:
          'Formularios: búsqueda (nombre, trámite o primeros caracteres del id), filtros y estadísticas',
        security: secured,
        querystring: FormTemplatesQuerySchema,
        response: { 200: FormTemplatesListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listFormTemplates(app.db, request.query),
  );

  app.post(
    '/admin/form-templates',
    {
      schema: {
        tags,
        summary: 'Crear un formulario (borrador; se conecta a su trámite si este no tenía)',
        security: secured,
        body: FormTemplateInputSchema,
        response: { 201: FormTemplateSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFormTemplate(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/admin/form-templates/:id',
    {
      schema: {
        tags,
        summary: 'Un formulario con sus campos y versiones',
        security: secured,
        params: IdParams,
        response: { 200: FormTemplateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => loadFormTemplate(app.db, request.params.id),
  );

  app.put(
    '/admin/form-templates/:id',
    {
      schema: {
        tags,
        summary:
          'Guardar un formulario: si la versión actual ya se publicó, los cambios son un borrador nuevo',
        security: secured,
        params: IdParams,
        body: FormTemplateInputSchema,
        response: { 200: FormTemplateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateFormTemplate(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/form-templates/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un formulario que ninguna solicitud usó (409 si alguna lo usó: despublícalo)',
        security: secured,
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => deleteFormTemplate(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/form-templates/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publicar (congela la versión actual y la conecta a su trámite) o despublicar',
        security: secured,
        params: IdParams,
        querystring: PublishQuerySchema,
        response: { 200: FormTemplateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      setFormTemplatePublished(app.db, actorOf(request), request.params.id, request.query.publish),
  );

  app.post(
    '/admin/form-templates/:id/duplicate',
    {
      schema: {
        tags,
        summary: "Duplicar como borrador 'Copia de …', sin conectar",
        security: secured,
        params: IdParams,
        response: { 201: FormTemplateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateFormTemplate(app.db, actorOf(request), request.params.id)),
  );

  app.get(
    '/admin/tramites/:id/form-template',
    {
      schema: {
        tags,
        summary: 'El formulario conectado a un trámite (template null si no tiene)',
        security: secured,
        params: TramiteIdParams,
        response: { 200: TramiteFormTemplateResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => getTramiteFormTemplate(app.db, request.params.id),
  );

  app.put(
    '/admin/tramites/:id/form-template',
    {
      schema: {
        tags,
        summary: 'Guardar el formulario del trámite: edita el conectado o crea uno conectado',
        security: secured,
        params: TramiteIdParams,
        body: TramiteFormTemplateInputSchema,
        response: { 200: FormTemplateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => saveTramiteFormTemplate(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/admin/tramites/:id/connect-form',
    {
      schema: {
        tags,
        summary: 'Conectar un formulario a un trámite',
        security: secured,
        params: TramiteIdParams,
        body: ConnectFormSchema,
        response: { 200: ConnectFormResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      connectForm(app.db, actorOf(request), request.params.id, request.body.form_template_id),
  );

  app.post(
    '/admin/connect-form-by-names',
    {
      schema: {
        tags,
        summary: 'Conectar por nombres: connection_method nombre_exacto o nombre_normalizado',
        security: secured,
        body: ConnectFormByNamesSchema,
        response: { 200: ConnectFormByNamesResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => connectFormByNames(app.db, actorOf(request), request.body),
  );

  app.post(
    '/admin/tramites/create-missing-forms',
    {
      schema: {
        tags,
        summary: 'Un formulario generado, publicado y conectado, para cada trámite activo sin formulario',
        security: secured,
        response: { 200: CreateMissingFormsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => createMissingForms(app.db, actorOf(request)),
  );

  app.post(
    '/admin/auto-generate-forms',
    {
      schema: {
        tags,
        summary: 'Crear los que faltan, conectar por nombre y rehacer los generados nunca editados a mano',
        security: secured,
        response: { 200: AutoGenerateFormsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => autoGenerateForms(app.db, actorOf(request)),
  );

  app.post(
    '/admin/tramites/:id/regenerate-form',
    {
      schema: {
        tags,
        summary: 'Rehacer el formulario generado de un trámite (409 si se editó a mano)',
        security: secured,
        params: TramiteIdParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => regenerateForm(app.db, actorOf(request), request.params.id),
  );
};
