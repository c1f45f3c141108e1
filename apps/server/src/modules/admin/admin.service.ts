import { ADMIN_RECENT_REQUESTS } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { getGestorMetrics } from '../documents/gestor-metrics.service.ts';
import { listSolicitudes } from '../requests/requests.service.ts';
import { countCatalogAndPeople } from './admin.repository.ts';

/** The admin dashboard tab: real counts, and the five most recent requests. */
export async function getAdminDashboardStats(db: Database, actor: Actor) {
  const [counts, documents, recent] = await Promise.all([
    countCatalogAndPeople(db),
    getGestorMetrics(db, actor),
    listSolicitudes(db, actor, { sort: 'fecha_desc', limit: ADMIN_RECENT_REQUESTS, offset: 0 }),
  ]);
  return {
    total_categories: counts.categories,
    total_tramites: counts.tramites,
    total_requests: counts.requests,
    pending_documents: documents.pendientes,
    active_clients: counts.clients,
    total_gestores: counts.gestores,
    gestores_pendientes_aprobacion: counts.pendingGestores,
    pending_quotations: counts.pendingQuotations,
    completed_tramites: counts.completed,
    recent_requests: recent.solicitudes.map((row) => ({
      id: row.id,
      folio: row.folio,
      tramite_name: row.tramite_name,
      client_name: row.cliente_name,
      status: row.status,
      created_at: row.created_at,
    })),
  };
}
