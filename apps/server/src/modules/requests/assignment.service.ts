import { isTerminalStatus, type RequestStatus } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { getCategoryName, getTramite } from '../catalog/catalog.service.ts';
import { getUser } from '../users/users.service.ts';
import { loadVisibleRequest } from './request-access.service.ts';
import { recordEvent } from './request-audit.service.ts';
import {
  findRequestForUpdate,
  insertAssignment,
  listGestorWorkloads,
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

export async function reassignGestor(
  db: Database,
  actor: Actor,
  params: { requestId: string; gestorId: string | undefined; reason: string },
): Promise<{ message: string }> {
  if (!params.gestorId) {
    throw unprocessable('Selecciona un gestor', 'new_gestor_id');
  }
  const gestor = await getUser(db, params.gestorId);
  if (gestor?.role !== 'gestor' || !gestor.isActive || !gestor.isApproved) {
    throw unprocessable('El gestor seleccionado no existe o no está activo', 'new_gestor_id');
  }
  await db.transaction(async (tx) => {
    await loadVisibleRequest(tx, actor, params.requestId);
    const request = (await findRequestForUpdate(tx, params.requestId))!;
    if (isTerminalStatus(request.status as RequestStatus)) {
      throw conflict('No se puede reasignar una solicitud completada o cancelada');
    }
    if (request.assignedGestorId === gestor.id) {
      throw conflict('La solicitud ya está asignada a ese gestor');
    }
    const previous = request.assignedGestorId ? await getUser(tx, request.assignedGestorId) : undefined;
    const [tramiteName, categoryName] = await tramiteAndCategory(tx, request.tramiteId);
    const client = await getUser(tx, request.clientId);
    await updateRequest(tx, request.id, {
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
    await insertAssignment(tx, {
      requestId: request.id,
      gestorId: gestor.id,
      assignedBy: actor.id,
      reason: params.reason,
    });
    await recordEvent(tx, {
      requestId: request.id,
      performer: actor,
      action: 'gestor_assigned',
      reason: params.reason || 'Reasignación por administrador',
      metadata: { gestor_id: gestor.id, gestor_name: gestor.name, previous_gestor_id: previous?.id ?? null },
      chatMessage: `${gestor.name} es ahora el gestor responsable de esta solicitud.`,
    });
  });
  return { message: `Gestor ${gestor.name} asignado correctamente` };
}

async function tramiteAndCategory(db: DbOrTx, tramiteId: number): Promise<[string, string]> {
  const tramite = await getTramite(db, tramiteId);
  return [tramite?.name ?? '', tramite ? await getCategoryName(db, tramite.categoryId) : ''];
}
