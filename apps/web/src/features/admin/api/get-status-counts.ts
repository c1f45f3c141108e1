import { useQuery } from '@tanstack/react-query';
import { REQUEST_STATUSES, type RequestStatus } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface StatusCount {
  status: RequestStatus;
  total: number;
  /** The server stops counting at a cap: the real number is higher. */
  isCapped: boolean;
}

interface CountPage {
  total: number;
  total_is_capped: boolean;
}

/**
 * Requests per status, for the dashboard chart. There is no per-status summary endpoint, so this asks
 * GET /api/solicitudes/enriched for one row of each status and reads its `total` (11 small calls).
 */
export async function getStatusCounts(signal?: AbortSignal): Promise<StatusCount[]> {
  return Promise.all(
    REQUEST_STATUSES.map(async (status) => {
      const page = await api.get<CountPage>('/solicitudes/enriched', {
        signal,
        query: { status, limit: 1, offset: 0 },
      });
      return { status, total: page.total, isCapped: page.total_is_capped };
    }),
  );
}

export function useStatusCounts() {
  return useQuery({
    queryKey: adminKeys.statusCounts,
    queryFn: ({ signal }) => getStatusCounts(signal),
    staleTime: 30_000,
  });
}
