import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlinePaymentMethod, PaymentAttempt } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export interface StartPaymentInput {
  solicitudId: string;
  method: OnlinePaymentMethod;
}

/**
 * POST /api/tramite-requests/{id}/payment-attempts: pays what is due now by one method. The answer says
 * what the client needs (Stripe's page, an OXXO voucher, a CLABE); a simulated payment is settled already.
 * Starting another method voids the previous open attempt on the server.
 */
export const startPayment = ({ solicitudId, method }: StartPaymentInput) =>
  api.post<PaymentAttempt>(`/tramite-requests/${encodeURIComponent(solicitudId)}/payment-attempts`, {
    method,
  });

export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    // The options list the new attempt; a settled (simulated) payment moves the solicitud on.
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
