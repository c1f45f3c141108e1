import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus, Solicitud } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateRequestQueries } from './request-keys.ts';

export interface ChangeRequestStatusInput {
  requestId: string;
  newStatus: RequestStatus;
  /** Optional for an allowed move; required (non-empty) when an admin forces one. */
  reason: string;
}

/** PUT /api/tramites/{id}/status with the request panel's body {new_status, reason}. */
export const changeRequestStatus = ({ requestId, newStatus, reason }: ChangeRequestStatusInput) =>
  api.put<Solicitud & { message: string }>(`/tramites/${encodeURIComponent(requestId)}/status`, {
    new_status: newStatus,
    reason: reason.trim() || undefined,
  });

export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequestStatus,
    onSuccess: () => invalidateRequestQueries(queryClient),
  });
}
