import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_POLL_MS, type PaymentOptions } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * A solicitud's payment queries live under `queryKeys.solicitudes`, so any change to the solicitud
 * (`invalidateSolicitudQueries`) refreshes them as well.
 */
export const paymentKeys = {
  options: (solicitudId: string) => [...queryKeys.solicitudes, 'payment-options', solicitudId] as const,
};

/** GET /api/tramite-requests/{id}/payment-options: what is due, the ways to pay it, the payments under way. */
export const getPaymentOptions = (solicitudId: string, signal?: AbortSignal) =>
  api.get<PaymentOptions>(`/tramite-requests/${encodeURIComponent(solicitudId)}/payment-options`, {
    signal,
  });

export const paymentOptionsQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: paymentKeys.options(solicitudId),
    queryFn: ({ signal }) => getPaymentOptions(solicitudId, signal),
    staleTime: 5_000,
  });

/**
 * Money that arrives (a webhook, staff confirming a transfer) shows through live events
 * (payments-live-events.ts); while the stream is down the options refresh with the solicitud.
 */
export function usePaymentOptions(solicitudId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const refetchInterval = useFallbackInterval(DOCUMENT_POLL_MS);
  return useQuery({ ...paymentOptionsQueryOptions(solicitudId), refetchInterval, enabled });
}
