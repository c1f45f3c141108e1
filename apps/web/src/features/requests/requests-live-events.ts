import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent, SolicitudComplete } from '@tramites/shared';
import { invalidateSolicitudLists } from '../../lib/query-keys.ts';
import { solicitudKeys } from './api/solicitud-keys.ts';

/**
 * What a live event changes in the solicitudes' cache:
 * - a status change shows at once on an open solicitud (status and progress from the event), which then
 *   reloads for what follows from it (timeline, permissions, quotation); lists, summaries and counts too;
 * - a chat message changes the lists' unread badges (and the dashboard's total); a system message is an
 *   event of the solicitud (a payment of its balance, a refund, a factura), so its open page reloads too.
 * Only what is on screen refetches at once; the rest when it is shown again.
 */
export function applyRequestsLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'request.status') {
    const { tramite_request_id: solicitudId, to, progress } = event.data;
    queryClient.setQueryData<SolicitudComplete>(solicitudKeys.detail(solicitudId), (current) =>
      current ? { ...current, solicitud: { ...current.solicitud, status: to, progress } } : current,
    );
    void queryClient.invalidateQueries({ queryKey: solicitudKeys.detail(solicitudId) });
    void queryClient.invalidateQueries({ queryKey: solicitudKeys.summary() });
    void queryClient.invalidateQueries({ queryKey: solicitudKeys.statusCounts() });
    void invalidateSolicitudLists(queryClient);
  } else if (event.type === 'chat.message') {
    if (event.data.is_system_message) {
      void queryClient.invalidateQueries({ queryKey: solicitudKeys.detail(event.data.tramite_request_id) });
    }
    void invalidateSolicitudLists(queryClient);
  }
}
