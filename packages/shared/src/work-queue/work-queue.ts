import { type UrgencyLevel, urgencyLevel } from '../documents/document-rules.ts';
import { mexicoCityDate } from '../requests/business-days.ts';
import type { NextAction, WaitingOn } from '../requests/next-action.ts';
import type { RequestStatus } from '../requests/statuses.ts';

/**
 * "Mi bandeja" (issue 27): the one thing each open request waits for, in the gestoría's words. The step
 * itself comes from the shared `nextAction` rule (the client's card reads the same), so the queue never
 * disagrees with what the client is told; this only adds what the gestor can act on beyond it: documents
 * uploaded and not reviewed yet, and a client's message nobody answered.
 */
export const QUEUE_REASONS = [
  'cotizacion_por_enviar',
  'documentos_por_revisar',
  'mensaje_sin_responder',
  'pago_por_confirmar',
  'tramite_por_mover',
  'esperando_cliente',
] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export const QUEUE_REASON_LABELS: Record<QueueReason, string> = {
  cotizacion_por_enviar: 'Cotización por enviar',
  documentos_por_revisar: 'Documentos por revisar',
  mensaje_sin_responder: 'Mensaje sin responder',
  pago_por_confirmar: 'Pago por confirmar',
  tramite_por_mover: 'Trámite por mover',
  esperando_cliente: 'Esperando al cliente',
};

export interface QueueReasonInput {
  action: NextAction;
  /** Current document versions uploaded and not reviewed yet. */
  pendingDocuments: number;
  /** The request's last chat message is the client's (system messages aside). */
  unansweredMessage: boolean;
}

export interface QueueReasonResult {
  reason: QueueReason;
  /** The number the badge shows ("Documentos por revisar (2)"), or null. */
  count: number | null;
  /** Who must move next: the gestoría when the reason is work of ours, even if the step waits on the client. */
  waiting_on: WaitingOn;
}

/**
 * The reason an item sits in the queue:
 * - what the gestoría owes by the shared step (quotation, transfer, review, moving the case) comes first;
 * - on a case that waits on the client or the authority, an upload to review is still work of ours, then a
 *   message to answer; only with neither does it wait on the client (or the authority);
 * - a message to answer also goes before "moving the case", which is open-ended work.
 */
export function queueReason({
  action,
  pendingDocuments,
  unansweredMessage,
}: QueueReasonInput): QueueReasonResult {
  const documents: QueueReasonResult = {
    reason: 'documentos_por_revisar',
    count: pendingDocuments,
    waiting_on: 'gestoria',
  };
  const message: QueueReasonResult = { reason: 'mensaje_sin_responder', count: null, waiting_on: 'gestoria' };
  switch (action.kind) {
    case 'esperar_cotizacion':
      return { reason: 'cotizacion_por_enviar', count: null, waiting_on: 'gestoria' };
    case 'confirmar_pago':
      return { reason: 'pago_por_confirmar', count: null, waiting_on: 'gestoria' };
    case 'revisar_documentos':
      return documents;
    case 'aceptar_cotizacion':
    case 'pagar':
    case 'corregir_documentos':
    case 'subir_documentos':
      if (pendingDocuments > 0) {
        return documents;
      }
      return unansweredMessage
        ? message
        : { reason: 'esperando_cliente', count: null, waiting_on: 'cliente' };
    case 'en_tramite':
    case 'entregar':
      if (unansweredMessage) {
        return message;
      }
      return { reason: 'tramite_por_mover', count: null, waiting_on: action.waiting_on };
    case 'completado':
    case 'cancelado':
      return { reason: 'tramite_por_mover', count: null, waiting_on: 'nadie' };
  }
}

/** "Documentos por revisar (2)": the reason's label with its count. */
export function queueReasonLabel(result: { reason: QueueReason; count: number | null }): string {
  const label = QUEUE_REASON_LABELS[result.reason];
  return result.count === null ? label : `${label} (${result.count})`;
}

/** Why a request's SLA clock is stopped (CLOCK_PAUSED_STATUSES), in the gestor's words; null if it runs. */
export function slaPauseReason(status: RequestStatus): string | null {
  switch (status) {
    case 'cotizacion_solicitada':
      return 'Pausado: falta la cotización';
    case 'cotizacion_enviada':
      return 'Pausado: esperando que el cliente acepte y pague';
    case 'esperando_documentos':
    case 'documentos_rechazados':
      return 'Pausado: esperando documentos del cliente';
    case 'esperando_autoridad':
      return 'Pausado: esperando a la autoridad';
    default:
      return null;
  }
}

/** The spec's urgency (days since creation: > 7 urgente, > 3 media), counted from `createdAt` to `now`. */
export function requestUrgency(createdAt: Date | string, now: Date = new Date()): UrgencyLevel {
  return urgencyLevel(requestAgeDays(createdAt, now));
}

export function requestAgeDays(createdAt: Date | string, now: Date = new Date()): number {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return Math.max(0, Math.floor((now.getTime() - created.getTime()) / 86_400_000));
}

/** What the order of the queue looks at. */
export interface QueueSortable {
  waiting_on: WaitingOn;
  /** The SLA's due date ('YYYY-MM-DD'), null while its clock is paused. */
  sla: { fecha_compromiso: string | null };
  /** ISO timestamp. */
  created_at: string;
  folio: string;
}

/**
 * The date an item is due by: its SLA's due date while the clock runs. A paused clock protects nothing, so
 * what waits on the gestoría with it paused (a quotation to send, a client's upload or message while the
 * case waits on them) is due today: owed now, ahead of any SLA not yet due. What waits on the authority has
 * no date (after those that have one).
 */
function dueDateOf(item: QueueSortable, today: string): string | null {
  return item.sla.fecha_compromiso ?? (item.waiting_on === 'gestoria' ? today : null);
}

/**
 * The queue's order (issue 27): what waits on the client last; otherwise the nearest due date first
 * (dueDateOf), then the oldest request, then the folio (a stable order).
 */
export function compareQueueItems(
  a: QueueSortable,
  b: QueueSortable,
  today: string = mexicoCityDate(),
): number {
  const clientLast = Number(a.waiting_on === 'cliente') - Number(b.waiting_on === 'cliente');
  if (clientLast !== 0) {
    return clientLast;
  }
  const dueA = dueDateOf(a, today);
  const dueB = dueDateOf(b, today);
  if (dueA !== dueB) {
    if (dueA === null) {
      return 1;
    }
    if (dueB === null) {
      return -1;
    }
    return dueA < dueB ? -1 : 1;
  }
  const age = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (age !== 0) {
    return age;
  }
  return a.folio < b.folio ? -1 : a.folio > b.folio ? 1 : 0;
}

export function sortQueueItems<T extends QueueSortable>(
  items: readonly T[],
  today: string = mexicoCityDate(),
): T[] {
  return [...items].sort((a, b) => compareQueueItems(a, b, today));
}
