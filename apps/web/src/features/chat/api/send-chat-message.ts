import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from './get-chat-messages.ts';

export interface SendChatMessageInput {
  solicitudId: string;
  text: string;
}

/** POST /api/tramite-requests/{id}/messages {message_text} (at most CHAT_MAX_LENGTH characters). */
export const sendChatMessage = ({ solicitudId, text }: SendChatMessageInput) =>
  api.post<ChatMessage>(`/tramite-requests/${encodeURIComponent(solicitudId)}/messages`, {
    message_text: text,
  });

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message, { solicitudId }) => {
      // Show it at once, then confirm with the server's list.
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(solicitudId), (current) =>
        current && !current.some((item) => item.id === message.id) ? [...current, message] : current,
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.messages(solicitudId) });
    },
  });
}
