import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { paymentKeys } from './api/get-payment-options.ts';

/**
 * What a live event changes in the payments' cache. Every payment step the server takes (a comprobante
 * uploaded, declined or confirmed, a webhook's money, a voucher gone) writes a system message in the
 * solicitud's chat, and the first payment also moves its status: either reloads the solicitud's payment
 * options, so the pay step and the staff's review follow without a reload. Only what is on screen refetches.
 */
export function applyPaymentsLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'request.status' || (event.type === 'chat.message' && event.data.is_system_message)) {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.options(event.data.tramite_request_id) });
  }
}
