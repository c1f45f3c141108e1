import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** One chat message; system messages are written by the server on events. */
export interface ChatMessage {
  id: string;
  sender_name: string;
  sender_role: string;
  message_text: string;
  is_system_message: boolean;
  created_at: string;
}

/** How often the open chat looks for new messages. */
export const CHAT_REFRESH_MS = 10_000;

/** GET /api/tramite-requests/{id}/messages (client, assigned gestor or admin). */
export const getRequestMessages = (requestId: string, signal?: AbortSignal) =>
  api.get<ChatMessage[]>(`/tramite-requests/${encodeURIComponent(requestId)}/messages`, { signal });

export const requestMessagesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.messages(requestId),
    queryFn: ({ signal }) => getRequestMessages(requestId, signal),
    refetchInterval: CHAT_REFRESH_MS,
    staleTime: 2_000,
  });

export function useRequestMessages(requestId: string) {
  return useQuery(requestMessagesQueryOptions(requestId));
}
