import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedRefund } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidatePaymentQueries } from './payment-admin-keys.ts';

export interface CreateRefundInput {
  paymentId: string;
  amount: string;
  reason: string;
}

/** POST /api/payments/{id}/refunds (admins): through the payment's provider, or recorded by hand. */
export const createRefund = ({ paymentId, ...body }: CreateRefundInput) =>
  api.post<CreatedRefund>(`/payments/${encodeURIComponent(paymentId)}/refunds`, body);

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
