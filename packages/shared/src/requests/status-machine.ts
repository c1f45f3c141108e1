import type { Role } from '../users/roles.ts';
import { isTerminalStatus, type RequestStatus } from './statuses.ts';

/**
 * Who may make a move: `staff` (gestor/admin by hand), `cliente` (the request's owner),
 * `system` (moves caused by an event: a quotation, a recorded payment, a document review).
 */
export type TransitionActor = 'staff' | 'cliente' | 'system';

interface TransitionRule {
  from: RequestStatus;
  to: RequestStatus;
  by: readonly TransitionActor[];
}

const PRE_PAYMENT: readonly RequestStatus[] = ['cotizacion_solicitada', 'cotizacion_enviada'];

/** The table of DESIGN section 4, as data. Staff may make any move of the table by hand. */
export const TRANSITIONS: readonly TransitionRule[] = [
  { from: 'cotizacion_solicitada', to: 'cotizacion_enviada', by: ['staff', 'system'] },
  // Only a recorded payment leads here (the client's pay flow or staff recording one): never a move by hand.
  { from: 'cotizacion_enviada', to: 'pago_procesado', by: ['system'] },
  { from: 'cotizacion_enviada', to: 'cotizacion_solicitada', by: ['staff', 'cliente', 'system'] },
  { from: 'pago_procesado', to: 'esperando_documentos', by: ['staff', 'system'] },
  { from: 'pago_procesado', to: 'documentos_en_revision', by: ['staff', 'system'] },
  { from: 'pago_procesado', to: 'en_proceso', by: ['staff', 'system'] },
  { from: 'esperando_documentos', to: 'documentos_en_revision', by: ['staff', 'system'] },
  { from: 'documentos_en_revision', to: 'documentos_rechazados', by: ['staff', 'system'] },
  { from: 'documentos_rechazados', to: 'documentos_en_revision', by: ['staff', 'system'] },
  { from: 'documentos_en_revision', to: 'en_proceso', by: ['staff', 'system'] },
  { from: 'en_proceso', to: 'esperando_autoridad', by: ['staff'] },
  { from: 'en_proceso', to: 'listo_para_entrega', by: ['staff'] },
  { from: 'esperando_autoridad', to: 'en_proceso', by: ['staff'] },
  { from: 'esperando_autoridad', to: 'listo_para_entrega', by: ['staff'] },
  { from: 'listo_para_entrega', to: 'completado', by: ['staff'] },
];

function findRule(from: RequestStatus, to: RequestStatus): TransitionRule | undefined {
  return TRANSITIONS.find((rule) => rule.from === from && rule.to === to);
}

function isCancelAllowed(from: RequestStatus, actor: TransitionActor): boolean {
  if (isTerminalStatus(from)) {
    return false;
  }
  if (actor === 'staff' || actor === 'system') {
    return true;
  }
  return PRE_PAYMENT.includes(from);
}

/** True when the table (plus the cancel rule) lets `actor` move a request from `from` to `to`. */
export function canTransition(from: RequestStatus, to: RequestStatus, actor: TransitionActor): boolean {
  if (from === to) {
    return false;
  }
  if (to === 'cancelado') {
    return isCancelAllowed(from, actor);
  }
  return findRule(from, to)?.by.includes(actor) ?? false;
}

export type TransitionDecision =
  | { allowed: true; override: boolean }
  | { allowed: false; reason: 'forbidden' | 'needs_reason' | 'same_status' | 'needs_payment' };

/** Statuses only an event may lead to, never a move by hand nor an admin override. */
const EVENT_ONLY_TARGETS: readonly RequestStatus[] = ['pago_procesado'];

/**
 * The one decision used by the server for every move, manual or automatic.
 * Admins may force a move outside the table only with a non-empty reason (recorded as override).
 */
export function decideTransition(params: {
  from: RequestStatus;
  to: RequestStatus;
  actor: TransitionActor;
  role?: Role;
  reason?: string | null;
}): TransitionDecision {
  const { from, to, actor, role, reason } = params;
  if (from === to) {
    return { allowed: false, reason: 'same_status' };
  }
  if (canTransition(from, to, actor)) {
    return { allowed: true, override: false };
  }
  if (EVENT_ONLY_TARGETS.includes(to)) {
    return { allowed: false, reason: 'needs_payment' };
  }
  if (actor === 'staff' && role === 'admin') {
    return reason?.trim() ? { allowed: true, override: true } : { allowed: false, reason: 'needs_reason' };
  }
  return { allowed: false, reason: 'forbidden' };
}

/** The moves the web offers a user from a status (only those the server will accept without override). */
export function allowedNextStatuses(from: RequestStatus, actor: TransitionActor): RequestStatus[] {
  const targets = TRANSITIONS.filter((rule) => rule.from === from && rule.by.includes(actor)).map(
    (rule) => rule.to,
  );
  if (isCancelAllowed(from, actor)) {
    targets.push('cancelado');
  }
  return targets;
}

/**
 * A cliente never moves a request through the status endpoint except to cancel it before paying
 * (DESIGN section 4): anything else is a 403, whatever the status table says.
 */
export function canClientUseStatusEndpoint(from: RequestStatus, to: RequestStatus): boolean {
  return to === 'cancelado' && canTransition(from, to, 'cliente');
}

/**
 * The moves a user may ask for through the status endpoint: what the web offers in its status dialogs
 * and what the server accepts there without an override.
 */
export function statusEndpointMoves(from: RequestStatus, role: Role): RequestStatus[] {
  if (role === 'cliente') {
    return canClientUseStatusEndpoint(from, 'cancelado') ? ['cancelado'] : [];
  }
  const moves = allowedNextStatuses(from, 'staff');
  // Staff marking a sent quotation as paid record its payment: the one way into pago_procesado.
  return from === 'cotizacion_enviada' ? ['pago_procesado', ...moves] : moves;
}

export const TRANSITION_MESSAGES = {
  forbidden: (from: string, to: string) => `No se puede cambiar el estado de "${from}" a "${to}".`,
  needs_payment: 'Una solicitud pasa a "Pago procesado" solo cuando se registra su pago.',
  cliente_forbidden: 'Solo puedes cancelar tu solicitud antes de pagarla.',
  needs_reason: 'Para forzar este cambio de estado, indica un motivo.',
  same_status: 'La solicitud ya se encuentra en ese estado.',
} as const;

/** Maps a role to the actor it acts as on a request. */
export const actorForRole = (role: Role): TransitionActor => (role === 'cliente' ? 'cliente' : 'staff');
