import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '../constants.ts';

/** A chat message as the API sends it (spec section 3, plus the sender's id). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  sender_name: z.string(),
  sender_role: z.string(),
  message_text: z.string(),
  is_system_message: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The chat box and the server refuse the same messages with the same words. */
export const CHAT_MESSAGES = {
  vacio: 'El mensaje no puede estar vacío',
  largo: `El mensaje no puede tener más de ${CHAT_MAX_LENGTH} caracteres`,
} as const;

/**
 * POST /api/tramite-requests/{id}/messages, checked as the chat box does. The server applies the same
 * rule after the ownership check (403 before 422), with the same messages.
 */
export const SendChatMessageSchema = z.object({
  message_text: z
    .string({ error: CHAT_MESSAGES.vacio })
    .trim()
    .min(1, CHAT_MESSAGES.vacio)
    .max(CHAT_MAX_LENGTH, CHAT_MESSAGES.largo),
});
export type SendChatMessageInput = z.input<typeof SendChatMessageSchema>;
