import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateRequestQueries } from './request-keys.ts';

/** POST /api/tramite-requests/{id}/pay: the simulated payment of demo mode (no money moves). */
export const payRequest = (requestId: string) =>
  api.post<Payment>(`/tramite-requests/${encodeURIComponent(requestId)}/pay`);

export function usePayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payRequest,
    onSuccess: () => invalidateRequestQueries(queryClient),
  });
}
