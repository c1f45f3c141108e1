import type { ReminderKind } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type NotifiedRequest, notifyReminder } from '../notifications/notification-rules.ts';

/** One reminder on its way to the client: the request, what it chases and the words that name it. */
export interface OutgoingReminder {
  request: NotifiedRequest;
  kind: ReminderKind;
  /** The client's text (names what is missing). */
  message: string;
  /** The same in one line, as staff and the timeline read it. */
  summary: string;
}

/**
 * A way a reminder reaches the client. `send` runs inside the reminder's transaction, after its dedupe key
 * was written: a channel that calls a provider (a WhatsApp Business template through the Cloud API) must
 * queue its message there and send it after the commit, like the e-mail outbox, so a rolled-back reminder
 * never reaches anyone and a sent one is never sent twice.
 */
export interface ReminderChannel {
  readonly name: string;
  send(tx: DbOrTx, reminder: OutgoingReminder): Promise<void>;
}

/**
 * The in-app notification, which also queues the e-mail (the outbox sends it after the commit, when the
 * client keeps e-mails on): the two channels issue 27 requires, in one write.
 */
export const notificationChannel: ReminderChannel = {
  name: 'notificacion',
  send: (tx, reminder) =>
    notifyReminder(tx, reminder.request, { kind: reminder.kind, message: reminder.message }),
};

export const DEFAULT_REMINDER_CHANNELS: readonly ReminderChannel[] = [notificationChannel];
