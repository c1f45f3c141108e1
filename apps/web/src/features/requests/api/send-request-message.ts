import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ChatMessage } from './get-request-messages.ts';
import { requestKeys } from './request-keys.ts';

export interface SendRequestMessageInput {
  requestId: string;
  text: string;
}

/** POST /api/tramite-requests/{id}/messages {message_text} (max 500 characters). */
export const sendRequestMessage = ({ requestId, text }: SendRequestMessageInput) =>
  api.post<ChatMessage>(`/tramite-requests/${encodeURIComponent(requestId)}/messages`, {
    message_text: text,
  });

export function useSendRequestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequestMessage,
    onSuccess: (message, { requestId }) => {
      // Show it at once, then confirm with the server's list.
      queryClient.setQueryData<ChatMessage[]>(requestKeys.messages(requestId), (current) =>
        current && !current.some((item) => item.id === message.id) ? [...current, message] : current,
      );
      return queryClient.invalidateQueries({ queryKey: requestKeys.messages(requestId) });
    },
  });
}
