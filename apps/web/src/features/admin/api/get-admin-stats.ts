import { useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface AdminRecentRequest {
  id: string;
  folio: string;
  tramite_name: string;
  client_name: string;
  status: RequestStatus;
  created_at: string;
}

/** GET /api/admin/dashboard/stats (spec section 3, "Admin stats"). */
export interface AdminDashboardStats {
  total_categories: number;
  total_tramites: number;
  total_requests: number;
  pending_documents: number;
  active_clients: number;
  total_gestores: number;
  gestores_pendientes_aprobacion: number;
  pending_quotations: number;
  completed_tramites: number;
  recent_requests: AdminRecentRequest[];
}

export const getAdminDashboardStats = (signal?: AbortSignal) =>
  api.get<AdminDashboardStats>('/admin/dashboard/stats', { signal });

export function useAdminDashboardStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminDashboardStats(signal),
    staleTime: 15_000,
  });
}
