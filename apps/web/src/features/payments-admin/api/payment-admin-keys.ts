import type { QueryClient } from '@tanstack/react-query';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** The "Pagos" tab's queries, under one root: any money change refreshes them all. */
export const paymentAdminKeys = {
  all: ['payments-admin'] as const,
  ledger: (query: object) => ['payments-admin', 'ledger', query] as const,
  revenue: (months: number) => ['payments-admin', 'revenue', months] as const,
  pendingTransfers: ['payments-admin', 'pending-transfers'] as const,
};

/**
 * After money moved (a refund, a confirmed or declined transfer): the ledger, the chart and the queue, and
 * the solicitud's own page (its payments, timeline and chat), wherever the change was made.
 */
export function invalidatePaymentQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
    invalidateSolicitudQueries(queryClient),
  ]).then(() => undefined);
}
