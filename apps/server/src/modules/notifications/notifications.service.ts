import { randomUUID } from 'node:crypto';
import type {
  Notification,
  NotificationSettings,
  NotificationsPage,
  NotificationsReadAll,
  NotificationType,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import { executeAsOneStatement } from '../../db/one-statement.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { userEventInsert } from '../live/live-events.service.ts';
import {
  countUnreadNotificationsOf,
  findEmailSetting,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationListRow,
  notificationInsert,
  skipPendingEmailsSince,
  upsertEmailSetting,
} from './notifications.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTIFICATION_NOT_FOUND = 'Notificación no encontrada';

export function toNotificationDto(row: NotificationListRow): Notification {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    message: row.message,
    tramite_request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Emails are on unless the user switched them off (no settings row = the default). */
export async function wantsEmail(db: DbOrTx, userId: string): Promise<boolean> {
  return (await findEmailSetting(db, userId)) ?? true;
}

/**
 * Writes a notification in the caller's transaction and announces it on the user's streams, in one
 * statement. Its email (when the user wants emails and `email` allows it) is queued in the same row: the
 * outbox worker sends it after the commit, so a rolled-back change never emails anyone.
 */
export async function createNotification(
  tx: DbOrTx,
  params: {
    userId: string;
    type: NotificationType;
    /** The rule that wrote it: the email's subject, and how message notifications are coalesced. */
    kind: string;
    message: string;
    requestId: string | null;
    /** False when the rule itself rules the email out (a message to someone who is connected). */
    email?: boolean;
    /** The payment or invoice it is about: what its email attaches (the outbox's attachers). */
    subjectId?: string | null;
  },
): Promise<Notification> {
  const dto: Notification = {
    id: randomUUID(),
    type: params.type,
    kind: params.kind,
    message: params.message,
    tramite_request_id: params.requestId,
    created_at: new Date().toISOString(),
    read_at: null,
  };
  await executeAsOneStatement(
    tx,
    {
      notification: notificationInsert(tx, {
        id: dto.id,
        userId: params.userId,
        type: params.type,
        kind: params.kind,
        message: params.message,
        requestId: params.requestId,
        subjectId: params.subjectId ?? null,
        createdAt: new Date(dto.created_at),
        emailed: params.email !== false,
      }),
    },
    userEventInsert(tx, params.userId, 'notification', dto),
  );
  return dto;
}

export async function listNotifications(
  db: Database,
  actor: Actor,
  query: { limit: number; offset: number },
): Promise<NotificationsPage> {
  const rows = await listNotificationsOf(db, { userId: actor.id, ...query });
  // The unread count rides on the rows; a page past the end (or no notification) counts it on its own.
  const unread = rows[0]?.unread ?? (query.offset === 0 ? 0 : await countUnreadNotificationsOf(db, actor.id));
  return { notifications: rows.map(toNotificationDto), unread_count: unread };
}

/** Only the user's own: another user's notification is "not found", like one that does not exist. */
export async function readNotification(db: Database, actor: Actor, id: string): Promise<Notification> {
  const row = UUID.test(id) ? await markNotificationRead(db, { userId: actor.id, id }) : undefined;
  if (!row) {
    throw notFound(NOTIFICATION_NOT_FOUND);
  }
  return toNotificationDto(row);
}

export async function readAllNotifications(db: Database, actor: Actor): Promise<NotificationsReadAll> {
  const marked = await markAllNotificationsRead(db, actor.id);
  return { marked, unread_count: await countUnreadNotificationsOf(db, actor.id) };
}

export async function getNotificationSettings(db: Database, actor: Actor): Promise<NotificationSettings> {
  return { email: await wantsEmail(db, actor.id) };
}

export async function updateNotificationSettings(
  db: Database,
  actor: Actor,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  await upsertEmailSetting(db, { userId: actor.id, email: input.email });
  return { email: input.email };
}

/** The demo seed's notifications stay in the centre, but nobody is emailed about sample data. */
export async function discardPendingEmailsSince(db: Database, since: Date): Promise<void> {
  await skipPendingEmailsSince(db, since);
}
