import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ChatMessage, DOCUMENT_POLL_MS } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { useFallbackInterval } from '../../../lib/live/live-status.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * How often the open chat looks for new messages while the live stream is down (with the documents of
 * the same page, so the page's notice says one interval). While it is up, messages arrive as events.
 */
export const CHAT_FALLBACK_POLL_MS = DOCUMENT_POLL_MS;

/** Under the solicitudes root: a change to the solicitud (a system message) refreshes its chat too. */
export const chatKeys = {
  messages: (solicitudId: string) => [...queryKeys.solicitudes, 'messages', solicitudId] as const,
};

/** GET /api/tramite-requests/{id}/messages (the solicitud's client, its gestor or an admin). */
export const getChatMessages = (solicitudId: string, signal?: AbortSignal) =>
  api.get<ChatMessage[]>(`/tramite-requests/${encodeURIComponent(solicitudId)}/messages`, { signal });

export const chatMessagesQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(solicitudId),
    queryFn: ({ signal }) => getChatMessages(solicitudId, signal),
    staleTime: 2_000,
  });

export function useChatMessages(solicitudId: string) {
  const refetchInterval = useFallbackInterval(CHAT_FALLBACK_POLL_MS);
  return useQuery({ ...chatMessagesQueryOptions(solicitudId), refetchInterval });
}
