import { z } from 'zod';
import { ChatMessageSchema } from '../chat/schemas.ts';
import { DOCUMENT_STATUSES } from '../documents/document-rules.ts';
import { InternalNoteSchema } from '../internal-notes/schemas.ts';
import { REQUEST_STATUSES } from '../requests/statuses.ts';
import { PG_INT_MAX } from '../validation/safe-input.ts';

/** A heartbeat comment keeps proxies from closing an idle stream (issue 13). */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Missed events are replayed from the event log for at least this long after they happened. */
export const LIVE_REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

// ── Notifications ────────────────────────────────────────────────────────────

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One entry of a user's notification centre. */
export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The event behind it (quotation_sent, document_rejected, message…): where its link leads (issue 26). */
  kind: z.string(),
  message: z.string(),
  tramite_request_id: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications?limit=&offset= */
export const NotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit debe ser al menos 1').max(100, 'limit máximo 100').default(20),
  offset: z.coerce
    .number()
    .int()
    .min(0, 'offset no puede ser negativo')
    .max(PG_INT_MAX, 'offset demasiado grande')
    .default(0),
});
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;

/** GET /api/notifications → `{notifications, unread_count}` (newest first). */
export const NotificationsPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread_count: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** PUT /api/notifications/read-all → how many were marked read now, and the unread count after (0). */
export const NotificationsReadAllSchema = z.object({
  marked: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationsReadAll = z.infer<typeof NotificationsReadAllSchema>;

/** GET/PUT /api/notifications/settings: whether the user also gets emails. */
export const NotificationSettingsSchema = z.object({
  email: z.boolean({ error: 'email debe ser verdadero o falso' }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

// ── Read state ───────────────────────────────────────────────────────────────

/** PUT /api/tramite-requests/{id}/messages/read → the request's unread count after the update (0). */
export const MessagesReadResponseSchema = z.object({
  tramite_request_id: z.string(),
  unread_count: z.number().int(),
  last_read_at: z.string(),
});
export type MessagesReadResponse = z.infer<typeof MessagesReadResponseSchema>;

// ── Live events (GET /api/events, text/event-stream) ─────────────────────────

export const LIVE_EVENT_TYPES = [
  'chat.message',
  'document.updated',
  'request.status',
  'notification',
  'internal_note.created',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** `event: chat.message`: the message in the chat API's shape, with its request. */
export const ChatMessageEventSchema = ChatMessageSchema.extend({ tramite_request_id: z.string() });

/** `event: document.updated`: a document was uploaded, replaced or reviewed. */
export const DocumentUpdatedEventSchema = z.object({
  tramite_request_id: z.string(),
  document_id: z.string(),
  required_name: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  rejection_reason: z.string().nullable(),
});

/** `event: request.status`: a request moved (by hand, by a payment or by a follow-up). */
export const RequestStatusEventSchema = z.object({
  tramite_request_id: z.string(),
  from: z.enum(REQUEST_STATUSES),
  to: z.enum(REQUEST_STATUSES),
  progress: z.number().int(),
});

/** `event: notification`: a new entry of the user's notification centre. */
export const NotificationEventSchema = NotificationSchema;

/**
 * `event: internal_note.created`: a staff note on a request (issue 27). Published to staff only (the
 * request's gestor and the admins), never to its client: see publishStaffRequestEvent.
 */
export const InternalNoteEventSchema = InternalNoteSchema;

/** One event as the client parses it: the SSE `event:` name and its JSON `data:`. */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.message'), data: ChatMessageEventSchema }),
  z.object({ type: z.literal('document.updated'), data: DocumentUpdatedEventSchema }),
  z.object({ type: z.literal('request.status'), data: RequestStatusEventSchema }),
  z.object({ type: z.literal('notification'), data: NotificationEventSchema }),
  z.object({ type: z.literal('internal_note.created'), data: InternalNoteEventSchema }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventData<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['data'];
