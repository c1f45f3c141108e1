import { isTerminalStatus, type RequestStatus } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { getCategoryName, getTramite } from '../catalog/catalog.service.ts';
import { notifyAssignment } from '../notifications/notification-rules.ts';
import { getUser } from '../users/users.service.ts';
import { insertAssignment } from './assignments.repository.ts';
import { listGestorWorkloads } from './gestor-workloads.repository.ts';
import { recordEvent } from './request-audit.service.ts';
import {
  findRequestForUpdate,
  lockOpenRequestsOfGestor,
  type RequestRow,
  updateRequest,
} from './requests.repository.ts';
import { buildSearchText } from './search-text.ts';

/** DESIGN section 4: the active, approved gestor with the lowest load ratio still below their maximum. */
export async function pickGestorForNewRequest(db: DbOrTx): Promise<{ id: string; name: string } | undefined> {
  const gestores = await listGestorWorkloads(db, { onlyAssignable: true });
  return gestores.find((gestor) => gestor.current < gestor.maxConcurrent);
}

const percentage = (current: number, max: number) => (max > 0 ? Math.round((current / max) * 100) : 100);

export async function getGestorWorkload(db: Database) {
  const rows = await listGestorWorkloads(db, { onlyAssignable: false });
  return {
    gestores: rows.map((row) => ({
      gestor_id: row.id,
      name: row.name,
      email: row.email,
      is_approved: row.isApproved,
      is_active: row.isActive,
      current_assignments: row.current,
      max_concurrent: row.maxConcurrent,
      workload_percentage: percentage(row.current, row.maxConcurrent),
    })),
  };
}

export async function getAssignableGestores(db: Database) {
  const rows = await listGestorWorkloads(db, { onlyAssignable: true });
  return {
    gestores: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.current >= row.maxConcurrent ? 'completo' : row.current > 0 ? 'ocupado' : 'disponible',
      current_assignments: row.current,
      max_concurrent: row.maxConcurrent,
    })),
  };
}

/** The gestor a request may be given to: an active, approved gestor account. */
async function loadAssignableGestor(db: DbOrTx, gestorId: string | undefined) {
  if (!gestorId) {
    throw unprocessable('Selecciona un gestor', 'new_gestor_id');
  }
  const gestor = await getUser(db, gestorId);
  if (gestor?.role !== 'gestor' || !gestor.isActive || !gestor.isApproved) {
    throw unprocessable('El gestor seleccionado no existe o no está activo', 'new_gestor_id');
  }
  return gestor;
}

/** Gives one locked, open request to `gestor`: the request row, the assignment history, the audit and chat. */
async function assignLockedRequest(
  tx: DbOrTx,
  actor: Actor,
  request: RequestRow,
  gestor: { id: string; name: string },
  reason: string,
): Promise<void> {
  const previous = request.assignedGestorId ? await getUser(tx, request.assignedGestorId) : undefined;
  const [tramiteName, categoryName] = await tramiteAndCategory(tx, request.tramiteId);
  const client = await getUser(tx, request.clientId);
  const assigned = await updateRequest(tx, request.id, {
    assignedGestorId: gestor.id,
    searchText: buildSearchText([
      request.folio,
      tramiteName,
      categoryName,
      client?.name,
      request.nombreCompleto,
      gestor.name,
    ]),
  });
  await insertAssignment(tx, { requestId: request.id, gestorId: gestor.id, assignedBy: actor.id, reason });
  await recordEvent(tx, {
    request: assigned,
    performer: actor,
    action: 'gestor_assigned',
    reason: reason || 'Reasignación por administrador',
    metadata: { gestor_id: gestor.id, gestor_name: gestor.name, previous_gestor_id: previous?.id ?? null },
    chatMessage: `${gestor.name} es ahora el gestor responsable de esta solicitud.`,
  });
  await notifyAssignment(tx, assigned, gestor.id);
}

export async function reassignGestor(
  db: Database,
  actor: Actor,
  params: { requestId: string; gestorId: string | undefined; reason: string },
): Promise<{ message: string }> {
  const gestor = await loadAssignableGestor(db, params.gestorId);
  const changed = await db.transaction(async (tx) => {
    await loadVisibleRequest(tx, actor, params.requestId);
    const request = (await findRequestForUpdate(tx, params.requestId))!;
    // PUT is idempotent: asking for the gestor it already has is a success that records nothing
    // (an admin approves a gestor, the next request goes to them, then the admin assigns it by hand).
    if (request.assignedGestorId === gestor.id) {
      return false;
    }
    if (isTerminalStatus(request.status as RequestStatus)) {
      throw conflict('No se puede reasignar una solicitud completada o cancelada');
    }
    await assignLockedRequest(tx, actor, request, gestor, params.reason);
    return true;
  });
  return {
    message: changed
      ? `Gestor ${gestor.name} asignado correctamente`
      : 'La solicitud ya estaba asignada a este gestor; no hubo cambios.',
  };
}

/**
 * Every open request of one gestor to another, in one transaction (a gestor on leave, a deactivated
 * account): the same rules and records as reassigning them one by one.
 */
export async function reassignOpenRequests(
  db: Database,
  actor: Actor,
  params: { fromGestorId: string; toGestorId: string; reason: string },
): Promise<{ message: string; reassigned: number }> {
  if (params.fromGestorId === params.toGestorId) {
    throw unprocessable('Elige un gestor distinto del actual', 'new_gestor_id');
  }
  const from = await getUser(db, params.fromGestorId);
  if (from?.role !== 'gestor') {
    throw notFound('Gestor no encontrado');
  }
  const gestor = await loadAssignableGestor(db, params.toGestorId);
  const reassigned = await db.transaction(async (tx) => {
    const open = await lockOpenRequestsOfGestor(tx, from.id);
    for (const request of open) {
      await assignLockedRequest(
        tx,
        actor,
        request,
        gestor,
        params.reason || `Reasignación de los casos de ${from.name}`,
      );
    }
    return open.length;
  });
  return {
    reassigned,
    message:
      reassigned === 0
        ? `${from.name} no tiene solicitudes abiertas`
        : `${reassigned} ${reassigned === 1 ? 'solicitud reasignada' : 'solicitudes reasignadas'} a ${gestor.name}`,
  };
}

async function tramiteAndCategory(db: DbOrTx, tramiteId: number): Promise<[string, string]> {
  const tramite = await getTramite(db, tramiteId);
  return [tramite?.name ?? '', tramite ? await getCategoryName(db, tramite.categoryId) : ''];
}
