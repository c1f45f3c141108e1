import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_STATUSES, type RequestStatus } from '@tramites/shared';
import { getSolicitudes } from './get-solicitudes.ts';
import { solicitudKeys } from './solicitud-keys.ts';

export interface StatusCount {
  status: RequestStatus;
  total: number;
  /** The server stops counting at a cap: the real number is higher. */
  isCapped: boolean;
}

/**
 * Solicitudes per status, for the admin chart. There is no per-status summary endpoint, so this asks
 * GET /api/solicitudes/enriched (its one fetcher) for one row of each status and reads its `total`.
 */
export async function getStatusCounts(signal?: AbortSignal): Promise<StatusCount[]> {
  return Promise.all(
    REQUEST_STATUSES.map(async (status) => {
      const page = await getSolicitudes({ status, sort: 'fecha_desc', limit: 1, offset: 0 }, signal);
      return { status, total: page.total, isCapped: page.total_is_capped };
    }),
  );
}

export const statusCountsQueryOptions = () =>
  queryOptions({
    queryKey: solicitudKeys.statusCounts(),
    queryFn: ({ signal }) => getStatusCounts(signal),
    staleTime: 30_000,
  });

export function useStatusCounts() {
  return useQuery(statusCountsQueryOptions());
}
