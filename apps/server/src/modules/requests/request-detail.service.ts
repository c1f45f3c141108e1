import {
  canRejectQuotation,
  mexicoCityDate,
  paymentPlan,
  type RequestStatus,
  statusEndpointMoves,
  type TimelineEvent,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { checkVisibleRequest, isRequestId, loadVisibleRequest } from '../../lib/request-access.ts';
import { type CatalogCache, toTramiteDto } from '../catalog/catalog.service.ts';
import { getRequestFormAnswers } from '../forms/forms.service.ts';
import { listRequestPayments } from '../payments/payments.service.ts';
import { listTimeline } from './audit-events.repository.ts';
import { readCurrentQuotation } from './quotations.repository.ts';
import { isQuotationExpired, toQuotationDto } from './quotations.service.ts';
import { findRequestDetail } from './requests.repository.ts';
import { toSolicitudDto } from './requests.service.ts';

const SYSTEM_NAME = 'Sistema';

export async function getTimeline(db: Database, actor: Actor, id: string): Promise<TimelineEvent[]> {
  await loadVisibleRequest(db, actor, id);
  return listTimelineEvents(db, id);
}

async function listTimelineEvents(db: Database, id: string): Promise<TimelineEvent[]> {
  const rows = await listTimeline(db, id);
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    action: event.action,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason,
    is_override: event.isOverride,
    actor_name: actorName ?? SYSTEM_NAME,
    actor_role: event.actorRole,
    created_at: event.createdAt.toISOString(),
  }));
}

/**
 * GET /api/solicitudes/{id}/complete: the spec's shape plus quotation, payments, timeline and permissions.
 * The request is read once, with its unread count and its client's and gestor's names and contact; its
 * quotation, payments and timeline after the access check, in parallel (a pg pool runs them at once;
 * PGlite one after another), each a prepared statement. The procedure (with its category's name) and the
 * form version come from memory (the catalogue cache, frozen versions).
 */
export async function getCompleteRequest(db: Database, catalog: CatalogCache, actor: Actor, id: string) {
  const found = isRequestId(id) ? await findRequestDetail(db, id, actor) : undefined;
  const request = checkVisibleRequest(actor, found?.request);
  const today = mexicoCityDate();
  const [tramite, quotation, paymentRows, timeline, formAnswers] = await Promise.all([
    catalog.tramite(request.tramiteId),
    readCurrentQuotation(db, id),
    listRequestPayments(db, id),
    listTimelineEvents(db, id),
    getRequestFormAnswers(db, request),
  ]);
  // The names of the procedure and its category as they are now (the catalogue cache).
  const detail = {
    ...found!,
    tramiteName: tramite?.name ?? request.tramiteName,
    categoryName: tramite?.categoryName ?? '',
  };
  const status = request.status as RequestStatus;
  const isStaff = actor.role !== 'cliente';
  const isOwner = request.clientId === actor.id;
  const quotationOpen =
    status === 'cotizacion_enviada' && !!quotation && ['pendiente', 'aceptada'].includes(quotation.status);
  const quotationValid = quotationOpen && !!quotation && !isQuotationExpired(quotation, today);
  const allowed = statusEndpointMoves(status, actor.role);
  // What is due now (the whole quotation, its anticipo or the balance), from the money accepted against it.
  const plan =
    quotation && ['pendiente', 'aceptada'].includes(quotation.status)
      ? paymentPlan(
          { amount: Number(quotation.amount), deposit_percent: quotation.depositPercent },
          paymentRows.filter((payment) => payment.quotation_id === quotation.id && !payment.review_reason),
        )
      : null;
  const canPayNow =
    !!plan?.due &&
    (status === 'cotizacion_enviada' ? quotationValid : !['cancelado', 'completado'].includes(status));
  return {
    solicitud: {
      ...toSolicitudDto(detail, today),
      nombre_completo: request.nombreCompleto,
      telefono: request.telefono,
      email: request.email,
      beneficiario_tipo: request.beneficiarioTipo,
      nombre_beneficiario: request.nombreBeneficiario,
    },
    tramite: tramite ? { ...toTramiteDto(tramite), category_name: tramite.categoryName } : null,
    cliente: {
      id: request.clientId,
      name: detail.clientName,
      email: detail.client.email,
      phone: detail.client.phone,
    },
    gestor:
      request.assignedGestorId && detail.gestorName !== null
        ? { id: request.assignedGestorId, name: detail.gestorName, email: detail.gestorEmail! }
        : null,
    cotizacion: quotation ? toQuotationDto(quotation, today) : null,
    pagos: paymentRows,
    timeline,
    form_answers: formAnswers,
    permisos: {
      puede_asignar_gestor: actor.role === 'admin',
      puede_cambiar_estado: isStaff,
      puede_forzar_estado: actor.role === 'admin',
      estados_permitidos: allowed,
      puede_cotizar: isStaff && (status === 'cotizacion_solicitada' || status === 'cotizacion_enviada'),
      // The first payment while the quotation is valid; later, an open balance (an anticipo's saldo).
      puede_registrar_pago: isStaff && canPayNow,
      puede_aceptar_cotizacion: isOwner && quotationValid && quotation?.status === 'pendiente',
      puede_rechazar_cotizacion: isOwner && quotationOpen && canRejectQuotation(quotation!.status),
      // The client accepts the quotation first; staff may record money received before that (spec).
      puede_pagar: isOwner && canPayNow && quotation?.status === 'aceptada',
      puede_cancelar: allowed.includes('cancelado'),
    },
  };
}
