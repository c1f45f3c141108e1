import {
  type DashboardStats,
  DashboardStatsSchema,
  MyActionsResponseSchema,
  PG_INT_MAX,
  SolicitudCompleteSchema,
  SolicitudesPageSchema,
  SolicitudesQuerySchema,
  SolicitudesSummarySchema,
  SolicitudSchema,
  StatusChangeResponseSchema,
  StatusChangeSchema,
  TimelineEventSchema,
  TramiteRequestApiSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEventClearedCache } from '../../lib/event-cleared-cache.ts';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listClientActions } from './client-actions.service.ts';
import { getCompleteRequest, getTimeline } from './request-detail.service.ts';
import {
  changeStatus,
  createTramiteRequest,
  getDashboardStats,
  getSummary,
  listSolicitudes,
} from './requests.service.ts';

const SimpleListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});

const requestsSchema = authenticatedSchemas(['solicitudes']);
const roleGuardedRequestsSchema = roleGuardedSchemas(['solicitudes']);
const dashboardSchema = authenticatedSchemas(['dashboard']);

/** How long an admin's dashboard figures (a scan of every request) may be served again. */
export const ADMIN_DASHBOARD_TTL_MS = 3000;

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole('gestor', 'admin');
  // A client's or a gestor's figures read their own requests through an index; an admin's count every
  // request, so they are kept per admin until the next live event (or ADMIN_DASHBOARD_TTL_MS).
  const adminDashboards = createEventClearedCache<DashboardStats>({ ttlMs: ADMIN_DASHBOARD_TTL_MS });
  app.live.onEvent(() => adminDashboards.clear());

  app.post(
    '/tramites/request',
    {
      // Only clientes open requests; staff will open them on a client's behalf through their own path.
      onRequest: app.requireRole('cliente'),
      schema: roleGuardedRequestsSchema({
        summary: 'Solicitar un trámite',
        description:
          'Cuerpo mínimo `{tramite_type_id, description}`: los datos de contacto salen de la cuenta. Los campos del formulario web (nombre_completo, telefono, email, beneficiario) son opcionales y se validan si se envían. Si el trámite tiene un formulario publicado, sus campos de archivo pasan a ser los documentos de la solicitud y `form_answers` (por nombre de campo), si se envía, se valida completo con esa versión (422 en `form_answers.<campo>`) y se guarda con ella; sin `form_answers` (el cuerpo mínimo de la especificación) la solicitud se crea igual y el gestor pide esos datos por el chat. Un trámite con `sensitive_data` pide, la primera vez con la versión vigente del aviso, `consentimiento_sensibles: true` (422 en ese campo sin él), que se registra con la solicitud.',
        body: TramiteRequestApiSchema,
        response: { 201: SolicitudSchema },
        errors: [404, 409, 422],
      }),
    },
    async (request, reply) => {
      const created = await createTramiteRequest(
        app.db,
        actorOf(request),
        request.body,
        (id) => app.catalog.tramite(id),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tramites/my-requests',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Mis solicitudes (cliente); total en X-Total-Count',
        querystring: SimpleListQuery,
        response: { 200: z.array(SolicitudSchema) },
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { solicitudes, total } = await listSolicitudes(
        app.db,
        { ...actor, role: 'cliente' },
        { sort: 'fecha_desc', ...request.query },
      );
      reply.header('x-total-count', String(total));
      return solicitudes;
    },
  );

  app.get(
    '/tramites/my-actions',
    {
      onRequest: app.requireRole('cliente'),
      schema: roleGuardedRequestsSchema({
        summary:
          'Mis solicitudes abiertas con su siguiente paso (cliente), primero las que esperan al cliente',
        response: { 200: MyActionsResponseSchema },
      }),
    },
    async (request) =>
      listClientActions(
        {
          db: app.db,
          catalog: app.catalog,
          retentionDays: app.config.privacy.documentRetentionDays,
        },
        actorOf(request),
      ),
  );

  app.get(
    '/gestor/assigned-requests',
    {
      onRequest: staffOnly,
      schema: roleGuardedRequestsSchema({
        summary: 'Solicitudes asignadas al gestor; total en X-Total-Count',
        querystring: SimpleListQuery,
        response: { 200: z.array(SolicitudSchema) },
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // A gestor gets their assigned requests; an admin, who may act on all, gets all (spec section 6).
      const { solicitudes, total } = await listSolicitudes(app.db, actor, {
        sort: 'fecha_desc',
        ...request.query,
      });
      reply.header('x-total-count', String(total));
      return solicitudes;
    },
  );

  app.get(
    '/solicitudes/enriched',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Solicitudes visibles para el usuario, con búsqueda, filtro, orden y paginación',
        querystring: SolicitudesQuerySchema,
        response: { 200: SolicitudesPageSchema },
        errors: [422],
      }),
    },
    async (request) => {
      const result = await listSolicitudes(app.db, actorOf(request), request.query);
      return { ...result, limit: request.query.limit, offset: request.query.offset };
    },
  );

  app.get(
    '/solicitudes/summary',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Tarjetas resumen: total, en proceso, completadas, sin gestor',
        response: { 200: SolicitudesSummarySchema },
      }),
    },
    async (request) => getSummary(app.db, actorOf(request)),
  );

  app.get(
    '/solicitudes/:id/complete',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Solicitud completa con trámite, cliente, gestor, cotización, pagos, historial y permisos',
        params: IdParams,
        response: { 200: SolicitudCompleteSchema },
        errors: [403, 404],
      }),
    },
    async (request) => getCompleteRequest(app.db, app.catalog, actorOf(request), request.params.id),
  );

  app.get(
    '/solicitudes/:id/timeline',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Historial de auditoría de una solicitud',
        params: IdParams,
        response: { 200: z.array(TimelineEventSchema) },
        errors: [403, 404],
      }),
    },
    async (request) => getTimeline(app.db, actorOf(request), request.params.id),
  );

  app.put(
    '/tramites/:id/status',
    {
      onRequest: app.authenticate,
      schema: requestsSchema({
        summary: 'Cambiar el estado: acepta {status, notes} o {new_status, reason}',
        params: IdParams,
        body: StatusChangeSchema,
        response: { 200: StatusChangeResponseSchema },
        errors: [403, 404, 409, 422],
      }),
    },
    async (request) => {
      const updated = await changeStatus(app.db, actorOf(request), request.params.id, request.body);
      return { ...updated, message: 'Estado actualizado correctamente' };
    },
  );

  app.get(
    '/dashboard/stats',
    {
      onRequest: app.authenticate,
      schema: dashboardSchema({
        summary: 'Estadísticas del usuario (total_spent es la suma de pagos reales)',
        description: `Las de un cliente o un gestor se calculan en cada llamada. Las de un admin (todas las solicitudes) se guardan hasta ${ADMIN_DASHBOARD_TTL_MS / 1000} s: cualquier evento de una solicitud, documento, mensaje o cuenta las recalcula en la siguiente llamada.`,
        response: { 200: DashboardStatsSchema },
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      return actor.role === 'admin'
        ? adminDashboards.get(actor.id, () => getDashboardStats(app.db, actor))
        : getDashboardStats(app.db, actor);
    },
  );
};
