import { MSG } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import {
  findRequestForUpdate,
  findRequestRow,
  type RequestRow,
  type RequestScope,
} from './requests.repository.ts';

export type { RequestRow };

/**
 * Who may see and act on a request (DESIGN section 4), in one place for every module: a cliente their
 * own, a gestor those assigned to them (none while pending approval), an admin all.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function scopeFor(actor: Actor): RequestScope {
  if (actor.role === 'admin') {
    return { kind: 'all' };
  }
  return actor.role === 'gestor'
    ? { kind: 'gestor', userId: actor.id }
    : { kind: 'client', userId: actor.id };
}

/** Who a request involves, as far as access goes: its client and its assigned gestor. */
export interface RequestParties {
  clientId: string | null;
  assignedGestorId: string | null;
}

export function canSeeRequest(actor: Actor, request: RequestParties): boolean {
  if (actor.role === 'admin') {
    return true;
  }
  if (actor.role === 'gestor') {
    // A gestor pending approval sees no cases (DESIGN 9.5).
    return actor.isApproved && request.assignedGestorId === actor.id;
  }
  return request.clientId === actor.id;
}

/** 404 when the request does not exist, 403 when it exists but is not the actor's. */
export async function loadVisibleRequest(db: DbOrTx, actor: Actor, id: string): Promise<RequestRow> {
  const request = UUID.test(id) ? await findRequestRow(db, id) : undefined;
  if (!request) {
    throw notFound(MSG.solicitudNoEncontrada);
  }
  if (!canSeeRequest(actor, request)) {
    throw forbidden('No tienes acceso a esta solicitud');
  }
  return request;
}

/**
 * Locks the request row for the rest of the transaction (after an access check): events of one
 * request (payments, uploads, reviews) never interleave.
 */
export async function lockRequest(tx: DbOrTx, id: string): Promise<RequestRow> {
  const request = await findRequestForUpdate(tx, id);
  if (!request) {
    throw notFound(MSG.solicitudNoEncontrada);
  }
  return request;
}
