import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentAttempt } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidatePaymentQueries } from './payment-admin-keys.ts';

/** POST /api/payment-attempts/{id}/confirm: the transfer's money arrived (it enters the ledger). */
export const confirmTransfer = (attemptId: string) =>
  api.post<Payment>(`/payment-attempts/${encodeURIComponent(attemptId)}/confirm`);

/** POST /api/payment-attempts/{id}/decline: the comprobante is not accepted; the client is told why. */
export const declineTransfer = ({ attemptId, reason }: { attemptId: string; reason: string }) =>
  api.post<PaymentAttempt>(`/payment-attempts/${encodeURIComponent(attemptId)}/decline`, { reason });

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}

export function useDeclineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTransfer,
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
