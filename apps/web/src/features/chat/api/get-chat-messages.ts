import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often the open chat looks for new messages. */
export const CHAT_REFRESH_MS = 10_000;

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
    refetchInterval: CHAT_REFRESH_MS,
    staleTime: 2_000,
  });

export function useChatMessages(solicitudId: string) {
  return useQuery(chatMessagesQueryOptions(solicitudId));
}
