import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** POST /api/tramite-requests/{id}/pay: the simulated payment of demo mode (no money moves). */
export const paySolicitud = (solicitudId: string) =>
  api.post<Payment>(`/tramite-requests/${encodeURIComponent(solicitudId)}/pay`);

export function usePaySolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySolicitud,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
