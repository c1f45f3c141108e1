import {
  ACTIVE_STATUSES,
  actorForRole,
  CONSENT_MSG,
  canClientUseStatusEndpoint,
  IN_PROGRESS_STATUSES,
  isPendingGestor,
  isRequiredAtRequest,
  type ListSort,
  MSG,
  mexicoCityDate,
  REQUEST_ID_SHORT_LENGTH,
  type RequestStatus,
  type Solicitud,
  STATUS_PROGRESS,
  statusEndpointMoves,
  TRANSITION_MESSAGES,
  type TramiteRequestApiSchema,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { getCategoryName, getTramite } from '../catalog/catalog.service.ts';
import { checkRequestAnswers, findRequestForm, holdFormVersion } from '../forms/forms.service.ts';
import { notifyAssignment } from '../notifications/notification-rules.ts';
import { recordPaymentByStatusMove } from '../payments/payments.service.ts';
import { type ConsentOrigin, hasSensitiveDataConsent, recordConsent } from '../privacy/consents.service.ts';
import { pickGestorForNewRequest } from './assignment.service.ts';
import { insertAssignment } from './assignments.repository.ts';
import { efirmaChatGuidance } from './efirma-guidance.ts';
import { createAutomaticQuotation } from './quotations.service.ts';
import { recordEvent } from './request-audit.service.ts';
import { transitionRequest } from './request-transition.service.ts';
import {
  dashboardFigures,
  type EnrichedRow,
  findEnrichedById,
  findRequestForUpdate,
  insertRequest,
  listEnriched,
  nextFolio,
  type RequestScope,
  summarize,
  type Viewer,
} from './requests.repository.ts';
import { buildSearchText } from './search-text.ts';
import { computeSla } from './sla.ts';

/** Which requests a list shows: a cliente their own, a gestor those assigned to them, an admin all. */
function scopeFor(actor: Actor): RequestScope {
  if (actor.role === 'admin') {
    return { kind: 'all' };
  }
  return actor.role === 'gestor'
    ? { kind: 'gestor', userId: actor.id }
    : { kind: 'client', userId: actor.id };
}

export function toSolicitudDto(row: EnrichedRow, today = mexicoCityDate()): Solicitud {
  const { request } = row;
  const status = request.status as RequestStatus;
  return {
    id: request.id,
    folio: request.folio,
    short_id: request.id.slice(0, REQUEST_ID_SHORT_LENGTH),
    status,
    tramite_type_id: request.tramiteId,
    tramite_name: row.tramiteName,
    tramite_nombre: row.tramiteName,
    categoria_name: row.categoryName,
    categoria_nombre: row.categoryName,
    cliente_name: row.clientName,
    client_name: row.clientName,
    cliente_nombre: row.clientName,
    gestor_name: row.gestorName,
    gestor_nombre: row.gestorName,
    assigned_gestor_id: request.assignedGestorId,
    description: request.description,
    quoted_price: request.quotedPrice === null ? null : Number(request.quotedPrice),
    progress: STATUS_PROGRESS[status] ?? 0,
    sla: computeSla(request, status, today),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    unread_count: row.unreadCount,
  };
}

/** A procedure with its category's name: the catalogue cache's copy on the route, the database otherwise. */
export type FindProcedure = (
  id: number,
) => Promise<(Awaited<ReturnType<typeof getTramite>> & { categoryName: string }) | undefined>;

const readProcedure =
  (db: DbOrTx): FindProcedure =>
  async (id) => {
    const tramite = await getTramite(db, id);
    return tramite && { ...tramite, categoryName: await getCategoryName(db, tramite.categoryId) };
  };

export async function createTramiteRequest(
  db: Database,
  actor: Actor,
  input: z.output<typeof TramiteRequestApiSchema>,
  // The route passes the catalogue cache (no statement); the seeds read the database (in the
  // transaction below too: with PGlite's one connection, a read outside it would wait for it forever).
  findProcedure?: FindProcedure,
  /** Where the request comes from: an express consent it carries is recorded with it (issue 25). */
  origin?: ConsentOrigin,
): Promise<Solicitud> {
  const tramite = await (findProcedure ?? readProcedure(db))(input.tramite_type_id);
  if (!tramite?.isActive) {
    throw notFound(MSG.tramiteNoEncontrado);
  }
  // LFPDPPP 2025: sensitive data (health, marital status) needs express consent, asked once per aviso
  // version; the request that carries it records it. One read, only for such procedures.
  const recordsSensitiveConsent = tramite.sensitiveData && !(await hasSensitiveDataConsent(db, actor.id));
  if (recordsSensitiveConsent && input.consentimiento_sensibles !== true) {
    throw unprocessable(CONSENT_MSG.sensiblesRequerido, 'consentimiento_sensibles');
  }
  // Contact data the form did not send comes from the client's account (the signed-in actor carries it).
  const contact = {
    nombreCompleto: input.nombre_completo ?? actor.name,
    telefono: input.telefono ?? actor.phone ?? '',
    email: input.email ?? actor.email,
  };
  // A procedure with a published form: its answers are checked against that version (422 per field) and
  // stored with it; its file fields become this request's documents. The spec's bare body, without
  // `form_answers`, still opens the request (DESIGN 5: since issue 25 most seeded procedures have a form):
  // the gestor asks for the data in the chat. Answers that are sent must be complete, and a file the form
  // demands at sending (required_at_request, issue 20) is demanded of every body.
  const form = await findRequestForm(db, tramite.id);
  const answersSent = input.form_answers !== undefined && input.form_answers !== null;
  const formAnswers =
    form && (answersSent || form.fields.some(isRequiredAtRequest))
      ? checkRequestAnswers(form, input.form_answers, {
          nombre_completo: contact.nombreCompleto,
          telefono: contact.telefono,
          email: contact.email,
        })
      : null;
  const requestId = await db.transaction(async (tx) => {
    if (form) {
      await holdFormVersion(tx, form.form_template_id, form.version);
    }
    if (recordsSensitiveConsent) {
      await recordConsent(tx, {
        userId: actor.id,
        kind: 'sensibles',
        granted: true,
        origin: origin ?? { ip: null, userAgent: null },
      });
    }
    const gestor = await pickGestorForNewRequest(tx);
    const folio = await nextFolio(tx, new Date().getFullYear());
    const request = await insertRequest(tx, {
      folio,
      clientId: actor.id,
      tramiteId: tramite.id,
      tramiteName: tramite.name,
      status: 'cotizacion_solicitada',
      description: input.description ?? '',
      ...contact,
      beneficiarioTipo: input.beneficiario_tipo,
      nombreBeneficiario:
        input.beneficiario_tipo === 'para_tercero' ? (input.nombre_beneficiario ?? null) : null,
      assignedGestorId: gestor?.id ?? null,
      formTemplateId: form?.form_template_id ?? null,
      formVersion: form?.version ?? null,
      formAnswers,
      slaDays: tramite.estimatedTimeDays,
      searchText: buildSearchText([
        folio,
        tramite.name,
        tramite.categoryName,
        actor.name,
        contact.nombreCompleto,
        gestor?.name,
      ]),
    });
    await recordEvent(tx, {
      request,
      performer: actor,
      action: 'created',
      toStatus: 'cotizacion_solicitada',
      reason: 'Solicitud creada',
      metadata: form ? { form_template_id: form.form_template_id, form_version: form.version } : undefined,
      chatMessage: [
        `Solicitud ${folio} creada para "${tramite.name}". ¡Gracias por tu confianza!`,
        efirmaChatGuidance(tramite.requiredDocuments, form),
      ]
        .filter(Boolean)
        .join(' '),
    });
    if (gestor) {
      await recordEvent(tx, {
        request,
        performer: 'system',
        action: 'gestor_assigned',
        reason: 'Asignación automática al gestor con menor carga',
        metadata: { gestor_id: gestor.id, gestor_name: gestor.name },
        chatMessage: `${gestor.name} será tu gestor para este trámite.`,
      });
      await insertAssignment(tx, {
        requestId: request.id,
        gestorId: gestor.id,
        assignedBy: null,
        reason: 'Asignación automática',
      });
      await notifyAssignment(tx, request, gestor.id);
    }
    if (tramite.priceType === 'fijo' && tramite.fixedPrice !== null) {
      const quoted = await createAutomaticQuotation(tx, request, {
        fixedPrice: tramite.fixedPrice,
        governmentFee: tramite.governmentFee,
      });
      await transitionRequest(tx, {
        request: quoted,
        to: 'cotizacion_enviada',
        performer: 'system',
        as: 'system',
        reason: 'Cotización automática de precio fijo',
        action: 'quotation_sent',
        findTramite: findProcedure,
      });
    }
    return request.id;
  });
  return (await getSolicitud(db, requestId, actor))!;
}

/** One request in the list shape, with `viewer`'s unread count. */
export async function getSolicitud(db: DbOrTx, id: string, viewer: Viewer): Promise<Solicitud | undefined> {
  const row = await findEnrichedById(db, id, viewer);
  return row ? toSolicitudDto(row) : undefined;
}

export async function listSolicitudes(
  db: Database,
  actor: Actor,
  query: {
    search?: string;
    status?: RequestStatus;
    cliente_id?: string;
    sort: ListSort;
    limit: number;
    offset: number;
  },
) {
  if (isPendingGestor(actor)) {
    return { solicitudes: [], total: 0, total_is_capped: false };
  }
  const { cliente_id: clienteId, ...rest } = query;
  const { rows, total, totalIsCapped } = await listEnriched(db, {
    scope: scopeFor(actor),
    viewer: actor,
    clienteId,
    ...rest,
  });
  const today = mexicoCityDate();
  return {
    solicitudes: rows.map((row) => toSolicitudDto(row, today)),
    total,
    total_is_capped: totalIsCapped,
  };
}

export async function getSummary(db: Database, actor: Actor) {
  if (isPendingGestor(actor)) {
    return { total: 0, en_proceso: 0, completados: 0, cancelados: 0, sin_gestor: 0 };
  }
  const row = await summarize(db, scopeFor(actor));
  return {
    total: row.total,
    en_proceso: row.enProceso,
    completados: row.completados,
    cancelados: row.cancelados,
    sin_gestor: row.sinGestor,
  };
}

export async function changeStatus(
  db: Database,
  actor: Actor,
  id: string,
  input: { status: RequestStatus; reason: string },
): Promise<Solicitud> {
  await db.transaction(async (tx) => {
    const request = await loadVisibleRequest(tx, actor, id);
    const locked = (await findRequestForUpdate(tx, request.id))!;
    const from = locked.status as RequestStatus;
    if (actor.role === 'cliente' && !canClientUseStatusEndpoint(from, input.status)) {
      throw forbidden(TRANSITION_MESSAGES.cliente_forbidden);
    }
    if (
      input.status === 'pago_procesado' &&
      statusEndpointMoves(from, actor.role).includes('pago_procesado')
    ) {
      await recordPaymentByStatusMove(tx, actor, locked, input.reason);
      return;
    }
    await transitionRequest(tx, {
      request: locked,
      to: input.status,
      performer: actor,
      as: actorForRole(actor.role),
      reason: input.reason,
    });
  });
  return (await getSolicitud(db, id, actor))!;
}

export async function getDashboardStats(db: Database, actor: Actor) {
  if (isPendingGestor(actor)) {
    return {
      active_tramites: 0,
      completed_tramites: 0,
      in_progress_tramites: 0,
      total_spent: 0,
      unread_messages: 0,
    };
  }
  const figures = await dashboardFigures(db, scopeFor(actor), actor, {
    active: ACTIVE_STATUSES,
    completed: ['completado'],
    inProgress: IN_PROGRESS_STATUSES,
  });
  return {
    active_tramites: figures.active,
    completed_tramites: figures.completed,
    in_progress_tramites: figures.inProgress,
    total_spent: figures.spent,
    unread_messages: figures.unread,
  };
}
