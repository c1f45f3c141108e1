import type { Sla } from './schemas.ts';
import { isRequestStatus, isTerminalStatus, type RequestStatus } from './statuses.ts';

/**
 * The request in the client's words (issue 26): six steps instead of eleven statuses, each done (with the
 * date it was done, read from the request's history), current, or to come (the last one with the expected
 * delivery date). The statuses stay the spec's for staff; the client reads this road.
 */

export type ClientStepKey = 'cotizacion' | 'pago' | 'documentos' | 'en_tramite' | 'listo' | 'entregado';

export const CLIENT_STEP_TITLES: Record<ClientStepKey, string> = {
  cotizacion: 'Cotización',
  pago: 'Pago',
  documentos: 'Documentos',
  en_tramite: 'En trámite',
  listo: 'Listo para entrega',
  entregado: 'Entregado',
};

const STEP_KEYS: readonly ClientStepKey[] = [
  'cotizacion',
  'pago',
  'documentos',
  'en_tramite',
  'listo',
  'entregado',
];

/**
 * The step a status stands at. pago_procesado is documents: the payment is done and the request moves on
 * by itself. completado is past the last step (every step done). cancelado has no step of its own.
 */
const STEP_OF: Record<Exclude<RequestStatus, 'cancelado'>, number> = {
  cotizacion_solicitada: 0,
  cotizacion_enviada: 0,
  pago_procesado: 2,
  esperando_documentos: 2,
  documentos_en_revision: 2,
  documentos_rechazados: 2,
  en_proceso: 3,
  esperando_autoridad: 3,
  listo_para_entrega: 4,
  completado: 6,
};

/**
 * done: finished, `date` is when; current: where the request stands; upcoming: still to come, `date` the
 * expected one when known; cancelled: where the request was when it was cancelled, `date` is when;
 * skipped: never reached because the request was cancelled.
 */
export type ClientStepState = 'done' | 'current' | 'upcoming' | 'cancelled' | 'skipped';

export interface ClientStep {
  key: ClientStepKey;
  title: string;
  state: ClientStepState;
  /** ISO date-time (done, cancelled) or 'YYYY-MM-DD' (the expected delivery), or null. */
  date: string | null;
}

/** One entry of the request's history (the complete DTO's timeline). */
export interface ClientStepsHistoryEvent {
  action: string;
  from_status: string | null;
  to_status: string | null;
  created_at: string;
}

export interface ClientStepsInput {
  status: RequestStatus;
  history: readonly ClientStepsHistoryEvent[];
  /** The client accepted the current quotation and has not paid it yet: the payment is the step. */
  quotationAccepted: boolean;
  /** The expected delivery date ('YYYY-MM-DD'), when the clock runs (the SLA's fecha_compromiso). */
  expectedDelivery: string | null;
}

const stepOf = (status: string | null): number | null =>
  status && isRequestStatus(status) && status !== 'cancelado' ? STEP_OF[status] : null;

/** The latest of the events that match (a request sent back and forth counts its last crossing). */
function latest(
  history: readonly ClientStepsHistoryEvent[],
  matches: (event: ClientStepsHistoryEvent) => boolean,
) {
  let at: string | null = null;
  for (const event of history) {
    if (matches(event) && (at === null || event.created_at > at)) {
      at = event.created_at;
    }
  }
  return at;
}

/** When step `index` was finished: the last move from it (or before it) to a later step. */
function doneAt(history: readonly ClientStepsHistoryEvent[], index: number): string | null {
  // The quotation is done when the client accepts it, even before paying.
  if (index === 0) {
    const accepted = latest(history, (event) => event.action === 'quotation_accepted');
    if (accepted) {
      return accepted;
    }
  }
  return latest(history, (event) => {
    const to = stepOf(event.to_status);
    const from = stepOf(event.from_status);
    return to !== null && to > index && (from === null || from <= index);
  });
}

export function clientSteps(input: ClientStepsInput): ClientStep[] {
  const { status, history } = input;
  if (status === 'cancelado') {
    const cancelledAt = latest(history, (event) => event.to_status === 'cancelado');
    const cancel = history.find(
      (event) => event.to_status === 'cancelado' && event.created_at === cancelledAt,
    );
    const at = Math.min(stepOf(cancel?.from_status ?? null) ?? 0, STEP_KEYS.length - 1);
    return STEP_KEYS.map((key, index) => ({
      key,
      title: CLIENT_STEP_TITLES[key],
      state: index < at ? 'done' : index === at ? 'cancelled' : 'skipped',
      date: index < at ? doneAt(history, index) : index === at ? cancelledAt : null,
    }));
  }
  const current = status === 'cotizacion_enviada' && input.quotationAccepted ? 1 : STEP_OF[status];
  const last = STEP_KEYS.length - 1;
  return STEP_KEYS.map((key, index) => {
    if (index < current) {
      // Delivered: the last step is done when the request was completed.
      const date =
        index === last
          ? latest(history, (event) => event.to_status === 'completado')
          : doneAt(history, index);
      return { key, title: CLIENT_STEP_TITLES[key], state: 'done', date };
    }
    return {
      key,
      title: CLIENT_STEP_TITLES[key],
      state: index === current ? 'current' : 'upcoming',
      date: index === last ? input.expectedDelivery : null,
    };
  });
}

/**
 * Why the delivery clock is paused, in the client's words, by the status that pauses it
 * (CLOCK_PAUSED_STATUSES). Before the payment the clock has not started.
 */
export const CLIENT_PAUSE_REASONS: Partial<Record<RequestStatus, string>> = {
  cotizacion_solicitada: 'esperando tu cotización',
  cotizacion_enviada: 'esperando tu pago',
  esperando_documentos: 'esperando tus documentos',
  documentos_rechazados: 'esperando tus documentos corregidos',
  esperando_autoridad: 'esperando a la autoridad',
};

/** What the client reads instead of the SLA: the expected delivery date, or why the clock is paused. */
export type ClientDelivery =
  | { kind: 'date'; date: string; isLate: boolean }
  | { kind: 'paused'; reason: string }
  | { kind: 'none' };

export function clientDelivery(sla: Sla | null | undefined, status: string): ClientDelivery {
  if (!sla || !isRequestStatus(status) || isTerminalStatus(status)) {
    return { kind: 'none' };
  }
  if (sla.pausado) {
    return { kind: 'paused', reason: CLIENT_PAUSE_REASONS[status] ?? 'esperando un paso pendiente' };
  }
  if (!sla.fecha_compromiso) {
    return { kind: 'none' };
  }
  return { kind: 'date', date: sla.fecha_compromiso, isLate: sla.vencido };
}
