import { ADMIN_RECENT_REQUESTS, type AdminDashboardStats } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { createEventClearedCache } from '../../lib/event-cleared-cache.ts';
import { listSolicitudes } from '../requests/requests.service.ts';
import { countCatalogAndPeople } from './admin.repository.ts';

/** How long the panel's figures may be served again: the route's description says so. */
export const ADMIN_STATS_TTL_MS = 3000;

/** The admin dashboard tab: real counts (one statement), and the five most recent requests. */
export async function getAdminDashboardStats(db: Database, actor: Actor): Promise<AdminDashboardStats> {
  const counts = await countCatalogAndPeople(db);
  const recent = await listSolicitudes(db, actor, {
    sort: 'fecha_desc',
    limit: ADMIN_RECENT_REQUESTS,
    offset: 0,
  });
  return {
    total_categories: counts.categories,
    total_tramites: counts.tramites,
    total_requests: counts.requests,
    pending_documents: counts.pendingDocuments,
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

/**
 * The panel's figures for every admin (none of them depends on who asks): counting the requests and
 * documents scans their tables, so they are kept `ttlMs` and counted again after any live event.
 */
export function createAdminStatsCache(db: Database, ttlMs = ADMIN_STATS_TTL_MS) {
  const cache = createEventClearedCache<AdminDashboardStats>({ ttlMs, maxKeys: 1 });
  return {
    get: (actor: Actor) => cache.get('panel', () => getAdminDashboardStats(db, actor)),
    clear: cache.clear,
  };
}
