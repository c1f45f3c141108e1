import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type NotificationRow, notificationSettings, notifications } from '../../db/schema/index.ts';

export type { NotificationRow };
/** The columns a notification's DTO needs: the list reads these only (not the e-mail delivery's). */
export type NotificationListRow = Pick<
  NotificationRow,
  'id' | 'type' | 'kind' | 'message' | 'requestId' | 'createdAt' | 'readAt'
>;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * The insert of a notification, not yet run (a step of its live event's statement). Whether its email is
 * queued is decided in the statement: only if `emailed` and the user has not switched emails off (no
 * settings row is the default, on).
 */
export function notificationInsert(
  db: DbOrTx,
  { emailed, ...values }: Omit<NewNotification, 'emailStatus' | 'emailNextAttemptAt'> & { emailed: boolean },
) {
  const wantsEmail = emailed
    ? sql`coalesce((select ${notificationSettings.email} from ${notificationSettings} where ${notificationSettings.userId} = ${values.userId}), true)`
    : sql`false`;
  return db.insert(notifications).values({
    ...values,
    emailStatus: sql`case when ${wantsEmail} then 'pending' else 'skipped' end`,
    emailNextAttemptAt: sql`case when ${wantsEmail} then now() end`,
  });
}

/**
 * Newest first, each row with the user's unread count (a scalar subquery, run once: one statement).
 * Prepared once per database: the bell asks for it on every page.
 */
const notificationsPage = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const unread = db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      kind: notifications.kind,
      message: notifications.message,
      requestId: notifications.requestId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      unread: sql<number>`(${unread})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page');
});

export async function listNotificationsOf(
  db: Database,
  params: { userId: string; limit: number; offset: number },
): Promise<(NotificationListRow & { unread: number })[]> {
  return notificationsPage(db).execute(params);
}

export async function countUnreadNotificationsOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the user's own notifications read (kept as it was if already read); undefined if not theirs. */
export async function markNotificationRead(
  db: DbOrTx,
  params: { userId: string; id: string },
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, params.id), eq(notifications.userId, params.userId)))
    .returning();
  return row;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the user still has an unread notification of this kind about this request. */
export async function hasUnreadNotification(
  db: DbOrTx,
  params: { userId: string; requestId: string; kind: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, params.userId),
        eq(notifications.requestId, params.requestId),
        eq(notifications.kind, params.kind),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findEmailSetting(db: DbOrTx, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row?.email;
}

export async function upsertEmailSetting(
  db: DbOrTx,
  params: { userId: string; email: boolean },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId: params.userId, email: params.email })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { email: params.email, updatedAt: sql`now()` },
    });
}

/**
 * Claims up to `limit` due emails for this worker alone: pending ones whose time has come, and ones
 * claimed so long ago (`staleMs`) that their worker must have died. SKIP LOCKED lets another instance
 * claim the next ones instead of waiting; the status change makes the claim visible to all.
 */
export async function claimDueEmails(
  db: DbOrTx,
  params: { limit: number; staleMs: number },
): Promise<NotificationRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${notifications} set
      email_status = 'sending',
      email_claimed_at = now(),
      email_attempts = ${notifications.emailAttempts} + 1
    where ${notifications.id} in (
      select id from ${notifications}
      where (email_status = 'pending' and email_next_attempt_at <= now())
         or (email_status = 'sending' and email_claimed_at < now() - ${params.staleMs} * interval '1 millisecond')
      order by email_next_attempt_at
      limit ${params.limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) {
    return [];
  }
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

export async function markEmailSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'sent', emailSentAt: sql`now()`, emailError: null })
    .where(eq(notifications.id, id));
}

export async function markEmailRetry(
  db: DbOrTx,
  params: { id: string; delayMs: number; error: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({
      emailStatus: 'pending',
      emailNextAttemptAt: sql`now() + ${params.delayMs} * interval '1 millisecond'`,
      emailError: params.error,
    })
    .where(eq(notifications.id, params.id));
}

export async function markEmailFailed(db: DbOrTx, params: { id: string; error: string }): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'failed', emailError: params.error })
    .where(eq(notifications.id, params.id));
}

/** Emails of notifications created since `since` that were not sent yet are dropped (the demo seed's). */
export async function skipPendingEmailsSince(db: DbOrTx, since: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: 'skipped' })
    .where(and(eq(notifications.emailStatus, 'pending'), sql`${notifications.createdAt} >= ${since}`));
}
