import {
  CHAT_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatMessage,
  isTerminalStatus,
  MSG,
  type RequestStatus,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import type { RequestRow } from '../requests/request-access.service.ts';
import { loadVisibleRequest } from '../requests/request-access.service.ts';
import { insertMessage, listMessages } from './chat.repository.ts';

const SYSTEM_SENDER = 'Sistema Trámites MX';

function toDto(row: Awaited<ReturnType<typeof listMessages>>[number]): ChatMessage {
  return {
    id: row.message.id,
    sender_id: row.message.senderId,
    sender_name: row.message.isSystemMessage ? SYSTEM_SENDER : (row.senderName ?? 'Usuario'),
    sender_role: row.message.senderRole,
    message_text: row.message.messageText,
    is_system_message: row.message.isSystemMessage,
    created_at: row.message.createdAt.toISOString(),
  };
}

function cleanText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) {
    throw unprocessable(CHAT_MESSAGES.vacio, 'message_text');
  }
  if (trimmed.length > CHAT_MAX_LENGTH) {
    throw unprocessable(CHAT_MESSAGES.largo, 'message_text');
  }
  return trimmed;
}

export async function getMessages(db: Database, actor: Actor, requestId: string): Promise<ChatMessage[]> {
  await loadVisibleRequest(db, actor, requestId);
  return (await listMessages(db, requestId)).map(toDto);
}

/** A completed or cancelled case keeps its history, but nobody writes to it (DESIGN section 4). */
function assertChatOpen(request: RequestRow) {
  if (isTerminalStatus(request.status as RequestStatus)) {
    throw conflict(MSG.solicitudCerradaChat, 'request_closed');
  }
}

export async function sendMessage(db: Database, actor: Actor, requestId: string, text: string) {
  const request = await loadVisibleRequest(db, actor, requestId);
  const messageText = cleanText(text);
  assertChatOpen(request);
  const row = await insertMessage(db, {
    requestId,
    senderId: actor.id,
    senderRole: actor.role,
    messageText,
    isSystemMessage: false,
  });
  return toDto({ message: row, senderName: actor.name });
}

/** DESIGN 9.6: kept for staff only; the server writes its own system messages on events. */
export async function sendSystemNotification(db: Database, actor: Actor, requestId: string, text: string) {
  const request = await loadVisibleRequest(db, actor, requestId);
  const messageText = cleanText(text);
  assertChatOpen(request);
  const row = await insertMessage(db, {
    requestId,
    senderId: null,
    senderRole: 'system',
    messageText,
    isSystemMessage: true,
  });
  return toDto({ message: row, senderName: null });
}

/**
 * A message from the system itself (status changes, reviews), written by the module that caused it,
 * in that module's transaction.
 */
export async function postSystemMessage(tx: DbOrTx, requestId: string, text: string): Promise<void> {
  await insertMessage(tx, {
    requestId,
    senderId: null,
    senderRole: 'system',
    messageText: text,
    isSystemMessage: true,
  });
}
