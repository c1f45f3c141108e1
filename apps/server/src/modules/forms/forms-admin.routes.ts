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
import { IdParams, MessageSchema, roleGuardedSchemas } from '../../lib/http-schemas.ts';
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
const adminSchema = roleGuardedSchemas(['admin: formularios']);

/** The form builder and the procedures' forms (spec section 7, under /api/admin). Admins only. */
export const formsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // Publishing and connecting change what the public catalogue and its forms show: invalidate on any change.
  app.addHook('onSend', app.catalog.invalidateOnWrite);

  app.get(
    '/admin/form-templates',
    {
      schema: adminSchema({
        summary:
          'Formularios: búsqueda (nombre, trámite o primeros caracteres del id), filtros y estadísticas',
        querystring: FormTemplatesQuerySchema,
        response: { 200: FormTemplatesListSchema },
        errors: [422],
      }),
    },
    async (request) => listFormTemplates(app.db, request.query),
  );

  app.post(
    '/admin/form-templates',
    {
      schema: adminSchema({
        summary: 'Crear un formulario (borrador; se conecta a su trámite si este no tenía)',
        body: FormTemplateInputSchema,
        response: { 201: FormTemplateSchema },
        errors: [422],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await createFormTemplate(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/admin/form-templates/:id',
    {
      schema: adminSchema({
        summary: 'Un formulario con sus campos y versiones',
        params: IdParams,
        response: { 200: FormTemplateSchema },
        errors: [404],
      }),
    },
    async (request) => loadFormTemplate(app.db, request.params.id),
  );

  app.put(
    '/admin/form-templates/:id',
    {
      schema: adminSchema({
        summary:
          'Guardar un formulario: si la versión actual ya se publicó, los cambios son un borrador nuevo',
        params: IdParams,
        body: FormTemplateInputSchema,
        response: { 200: FormTemplateSchema },
        errors: [404, 422],
      }),
    },
    async (request) => updateFormTemplate(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/form-templates/:id',
    {
      schema: adminSchema({
        summary: 'Eliminar un formulario que ninguna solicitud usó (409 si alguna lo usó: despublícalo)',
        params: IdParams,
        response: { 200: MessageSchema },
        errors: [404, 409],
      }),
    },
    async (request) => deleteFormTemplate(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/form-templates/:id/publish',
    {
      schema: adminSchema({
        summary: 'Publicar (congela la versión actual y la conecta a su trámite) o despublicar',
        params: IdParams,
        querystring: PublishQuerySchema,
        response: { 200: FormTemplateSchema },
        errors: [404, 422],
      }),
    },
    async (request) =>
      setFormTemplatePublished(app.db, actorOf(request), request.params.id, request.query.publish),
  );

  app.post(
    '/admin/form-templates/:id/duplicate',
    {
      schema: adminSchema({
        summary: "Duplicar como borrador 'Copia de …', sin conectar",
        params: IdParams,
        response: { 201: FormTemplateSchema },
        errors: [404],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateFormTemplate(app.db, actorOf(request), request.params.id)),
  );

  app.get(
    '/admin/tramites/:id/form-template',
    {
      schema: adminSchema({
        summary: 'El formulario conectado a un trámite (template null si no tiene)',
        params: TramiteIdParams,
        response: { 200: TramiteFormTemplateResponseSchema },
        errors: [404, 422],
      }),
    },
    async (request) => getTramiteFormTemplate(app.db, request.params.id),
  );

  app.put(
    '/admin/tramites/:id/form-template',
    {
      schema: adminSchema({
        summary: 'Guardar el formulario del trámite: edita el conectado o crea uno conectado',
        params: TramiteIdParams,
        body: TramiteFormTemplateInputSchema,
        response: { 200: FormTemplateSchema },
        errors: [404, 422],
      }),
    },
    async (request) => saveTramiteFormTemplate(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/admin/tramites/:id/connect-form',
    {
      schema: adminSchema({
        summary: 'Conectar un formulario a un trámite',
        params: TramiteIdParams,
        body: ConnectFormSchema,
        response: { 200: ConnectFormResponseSchema },
        errors: [404, 422],
      }),
    },
    async (request) =>
      connectForm(app.db, actorOf(request), request.params.id, request.body.form_template_id),
  );

  app.post(
    '/admin/connect-form-by-names',
    {
      schema: adminSchema({
        summary: 'Conectar por nombres: connection_method nombre_exacto o nombre_normalizado',
        body: ConnectFormByNamesSchema,
        response: { 200: ConnectFormByNamesResponseSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => connectFormByNames(app.db, actorOf(request), request.body),
  );

  app.post(
    '/admin/tramites/create-missing-forms',
    {
      schema: adminSchema({
        summary: 'Un formulario generado, publicado y conectado, para cada trámite activo sin formulario',
        response: { 200: CreateMissingFormsResponseSchema },
      }),
    },
    async (request) => createMissingForms(app.db, actorOf(request)),
  );

  app.post(
    '/admin/auto-generate-forms',
    {
      schema: adminSchema({
        summary: 'Crear los que faltan, conectar por nombre y rehacer los generados nunca editados a mano',
        response: { 200: AutoGenerateFormsResponseSchema },
      }),
    },
    async (request) => autoGenerateForms(app.db, actorOf(request)),
  );

  app.post(
    '/admin/tramites/:id/regenerate-form',
    {
      schema: adminSchema({
        summary: 'Rehacer el formulario generado de un trámite (409 si se editó a mano)',
        params: TramiteIdParams,
        response: { 200: MessageSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request) => regenerateForm(app.db, actorOf(request), request.params.id),
  );
};
