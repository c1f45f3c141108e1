import { ADMIN_RECENT_REQUESTS, type AdminDashboardStats } from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
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
 * The panel's figures for every admin (none of them depends on who asks), computed once for all the
 * callers of the moment and kept at most `ttlMs`: counting the requests and documents scans their
 * tables. `clear` (on every live event: a request, a document, a message, an account changed) makes the
 * next call count again.
 */
export function createAdminStatsCache(db: Database, ttlMs = ADMIN_STATS_TTL_MS) {
  let cached: { at: number; stats: Promise<AdminDashboardStats> } | undefined;
  return {
    get(actor: Actor): Promise<AdminDashboardStats> {
      const now = Date.now();
      if (!cached || now - cached.at >= ttlMs) {
        const stats = getAdminDashboardStats(db, actor);
        const entry = { at: now, stats };
        cached = entry;
        // A failure is not kept: the next call tries again.
        stats.catch(() => {
          if (cached === entry) {
            cached = undefined;
          }
        });
      }
      return cached.stats;
    },
    clear(): void {
      cached = undefined;
    },
  };
}
