import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, LiveEvent } from '@tramites/shared';
import { chatKeys } from './api/get-chat-messages.ts';

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.created_at === b.created_at ? 0 : a.created_at < b.created_at ? -1 : 1;

/** The chat with `message` in its place (by time), or the same list when it already has it. */
export function withChatMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((item) => item.id === message.id)) {
    return messages;
  }
  const last = messages.at(-1);
  const next = [...messages, message];
  return last && byTime(last, message) > 0 ? next.sort(byTime) : next;
}

/**
 * What a live event changes in the chat's cache: a message joins the open chat at once, without
 * duplicates (the sender's own tab added it already; a replay may repeat it). A chat not loaded yet is
 * left alone: it loads whole when shown. A status change writes a system message: the chat refreshes.
 */
export function applyChatLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'chat.message') {
    const { tramite_request_id: solicitudId, ...message } = event.data;
    queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(solicitudId), (current) =>
      current ? withChatMessage(current, message) : current,
    );
  } else if (event.type === 'request.status') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(event.data.tramite_request_id) });
  }
}
