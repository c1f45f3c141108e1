import { randomUUID } from 'node:crypto';
import {
  CHAT_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatMessage,
  isTerminalStatus,
  type MessagesReadResponse,
  MSG,
  type RequestStatus,
} from '@tramites/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { executeAsOneStatement } from '../../db/one-statement.ts';
import type { chatMessages, RequestRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { checkVisibleRequest, isRequestId, loadVisibleRequest } from '../../lib/request-access.ts';
import {
  type EventRequest,
  publishRequestEvent,
  requestEventInsertFromSql,
} from '../live/live-events.service.ts';
import { notifyNewMessage } from '../notifications/notification-rules.ts';
import {
  advanceReadState,
  countUnreadInRequest,
  findRequestWithMessages,
  insertMessage,
  messageInsertStep,
} from './chat.repository.ts';

const SYSTEM_SENDER = 'Sistema Trámites MX';

type MessageRow = Pick<
  typeof chatMessages.$inferSelect,
  'id' | 'senderId' | 'senderRole' | 'messageText' | 'isSystemMessage' | 'createdAt'
>;

function toDto(row: { message: MessageRow; senderName: string | null }): ChatMessage {
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

/** GET /api/tramite-requests/{id}/messages: the request and its chat in one statement. */
export async function getMessages(db: Database, actor: Actor, requestId: string): Promise<ChatMessage[]> {
  const rows = isRequestId(requestId) ? await findRequestWithMessages(db, requestId) : [];
  checkVisibleRequest(actor, rows[0]?.request);
  return rows.flatMap(({ message, senderName }) => (message ? [toDto({ message, senderName })] : []));
}

/** A completed or cancelled case keeps its history, but nobody writes to it (DESIGN section 4). */
function assertChatOpen(request: RequestRow) {
  if (isTerminalStatus(request.status as RequestStatus)) {
    throw conflict(MSG.solicitudCerradaChat, 'request_closed');
  }
}

/**
 * A message a person wrote (or a staff system notification), in one transaction: stored, announced
 * live to the request's parties, read up to it by its writer, and notified to those who should hear.
 */
async function postMessage(
  db: Database,
  actor: Actor,
  request: RequestRow,
  params: { text: string; isSystemMessage: boolean },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      requestId: request.id,
      senderId: params.isSystemMessage ? null : actor.id,
      senderRole: params.isSystemMessage ? 'system' : actor.role,
      messageText: params.text,
      isSystemMessage: params.isSystemMessage,
    });
    const message = toDto({ message: row, senderName: actor.name });
    await publishRequestEvent(tx, request, 'chat.message', { ...message, tramite_request_id: request.id });
    // Whoever writes has read the chat up to their own message.
    await advanceReadState(tx, { userId: actor.id, requestId: request.id, upToMessageId: row.id });
    await notifyNewMessage(tx, request, { senderId: actor.id, senderName: actor.name, text: params.text });
    return message;
  });
}

export async function sendMessage(db: Database, actor: Actor, requestId: string, text: string) {
  const request = await loadVisibleRequest(db, actor, requestId);
  const messageText = cleanText(text);
  assertChatOpen(request);
  return postMessage(db, actor, request, { text: messageText, isSystemMessage: false });
}

/** DESIGN 9.6: kept for staff only; the server writes its own system messages on events. */
export async function sendSystemNotification(db: Database, actor: Actor, requestId: string, text: string) {
  const request = await loadVisibleRequest(db, actor, requestId);
  const messageText = cleanText(text);
  assertChatOpen(request);
  return postMessage(db, actor, request, { text: messageText, isSystemMessage: true });
}

/**
 * A message from the system itself (status changes, reviews), written by the module that caused it,
 * in that module's transaction, and announced live with it to the parties of `request` as the caller
 * holds it (after its change: a reassignment is announced to the new gestor). The message, its live
 * event and the caller's `alongside` writes (the event's audit row) are one statement.
 */
export async function postSystemMessage(
  tx: DbOrTx,
  request: EventRequest,
  text: string,
  alongside: Record<string, SQLWrapper> = {},
): Promise<void> {
  const id = randomUUID();
  const message = messageInsertStep(
    tx,
    {
      id,
      requestId: request.id,
      senderId: null,
      senderRole: 'system',
      messageText: text,
      isSystemMessage: true,
    },
    'message',
  );
  // The event is the message's DTO; its time comes from the row the statement writes.
  const event: Omit<ChatMessage, 'created_at'> & { tramite_request_id: string } = {
    id,
    sender_id: null,
    sender_name: SYSTEM_SENDER,
    sender_role: 'system',
    message_text: text,
    is_system_message: true,
    tramite_request_id: request.id,
  };
  await executeAsOneStatement(
    tx,
    { ...alongside, message: message.insert },
    requestEventInsertFromSql(
      tx,
      request,
      'chat.message',
      sql`${JSON.stringify(event)}::jsonb || jsonb_build_object('created_at', ${message.createdAtIso})`,
    ),
  );
}

/** PUT /api/tramite-requests/{id}/messages/read: the user has read the chat up to its newest message. */
export async function markMessagesRead(
  db: Database,
  actor: Actor,
  requestId: string,
): Promise<MessagesReadResponse> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const lastReadAt = await advanceReadState(db, { userId: actor.id, requestId: request.id });
  return {
    tramite_request_id: request.id,
    // A message written since the read (by someone else, a moment ago) is still unread.
    unread_count: await countUnreadInRequest(db, { userId: actor.id, requestId: request.id }),
    last_read_at: lastReadAt.toISOString(),
  };
}
