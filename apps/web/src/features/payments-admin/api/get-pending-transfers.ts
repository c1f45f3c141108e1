import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTransfer } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { paymentAdminKeys } from './payment-admin-keys.ts';

/** GET /api/payments/pending-transfers: transfers whose comprobante waits for staff, oldest first. */
export const getPendingTransfers = (signal?: AbortSignal) =>
  api.get<{ items: PendingTransfer[] }>('/payments/pending-transfers', { signal });

export const pendingTransfersQueryOptions = () =>
  queryOptions({
    queryKey: paymentAdminKeys.pendingTransfers,
    queryFn: ({ signal }) => getPendingTransfers(signal),
    staleTime: 0,
  });

export function usePendingTransfers() {
  return useQuery(pendingTransfersQueryOptions());
}
