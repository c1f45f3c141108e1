import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus, StatusChangeResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export interface ChangeSolicitudStatusInput {
  solicitudId: string;
  newStatus: RequestStatus;
  /** Optional for an allowed move; required (non-empty) when an admin forces one. */
  reason: string;
}

/** PUT /api/tramites/{id}/status with the body {new_status, reason}. */
export const changeSolicitudStatus = ({ solicitudId, newStatus, reason }: ChangeSolicitudStatusInput) =>
  api.put<StatusChangeResponse>(`/tramites/${encodeURIComponent(solicitudId)}/status`, {
    new_status: newStatus,
    reason: reason.trim() || undefined,
  });

export function useChangeSolicitudStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSolicitudStatus,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
