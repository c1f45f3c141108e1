import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { paymentAdminKeys } from './api/payment-admin-keys.ts';

/**
 * What a live event changes in the "Pagos" tab. Every money step on the server (a webhook's payment, a
 * comprobante uploaded or confirmed, a refund) writes a system message in the solicitud's chat, and the
 * first payment moves its status: the ledger, the chart and the transfers queue reload. Only what is on
 * screen refetches (an admin with the tab open), the rest goes stale.
 */
export function applyPaymentsAdminLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'request.status' || (event.type === 'chat.message' && event.data.is_system_message)) {
    void queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all });
  }
}
