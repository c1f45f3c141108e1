import type { ReminderKind } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { type NotifiedRequest, notifyReminder } from '../notifications/notification-rules.ts';

/** One reminder on its way to the client: the request, what it chases and the words that name it. */
export interface OutgoingReminder {
  request: NotifiedRequest & { telefono: string };
  kind: ReminderKind;
  /** The client's text (names what is missing). */
  message: string;
  /** The same in one line, as staff and the timeline read it. */
  summary: string;
}

/** What a channel leaves for after the commit: a call to a provider outside the database. */
export type AfterCommit = () => Promise<void>;

/**
 * A way a reminder reaches the client. `send` runs inside the reminder's transaction, after its dedupe key
 * was written. A channel that writes to the database (the notification, whose e-mail the outbox sends) does
 * it there; one that calls a provider (WhatsApp) returns that call, which runs only after the commit: a
 * rolled-back reminder never reaches anyone, and a reminder is never sent twice.
 */
export interface ReminderChannel {
  readonly name: string;
  send(tx: DbOrTx, reminder: OutgoingReminder): Promise<AfterCommit | undefined>;
}

/**
 * The in-app notification, which also queues the e-mail (the outbox sends it after the commit, when the
 * client keeps e-mails on): the two channels issue 27 requires, in one write.
 */
export const notificationChannel: ReminderChannel = {
  name: 'notificacion',
  send: async (tx, reminder) => {
    await notifyReminder(tx, reminder.request, { kind: reminder.kind, message: reminder.message });
    return undefined;
  },
};

/** Runs what the channels left for after the commit; a failure is logged (the reminder itself was recorded). */
export async function runAfterCommit(
  log: FastifyBaseLogger,
  requestId: string,
  work: readonly AfterCommit[],
): Promise<void> {
  for (const call of work) {
    try {
      await call();
    } catch (error) {
      log.error({ err: error, requestId }, 'a reminder channel failed after the commit');
    }
  }
}
