import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, RecordPaymentSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export type RecordPaymentInput = z.input<typeof RecordPaymentSchema>;

/** POST /api/payments: staff record a payment received by SPEI, OXXO or card at the office. */
export const recordPayment = (input: RecordPaymentInput) => api.post<Payment>('/payments', input);

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
