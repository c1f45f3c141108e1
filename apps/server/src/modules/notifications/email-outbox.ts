import { type ReminderKind, reminderActionPath, reminderKindOfNotification } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer, OutgoingEmail } from '../../lib/mailer.ts';
import { getUsers, type UserRow } from '../users/users.service.ts';
import type { NotificationKind } from './notification-rules.ts';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailRetry,
  markEmailSent,
  type NotificationRow,
} from './notifications.repository.ts';

/** Emails claimed per query; a worker sends them one after another. */
const BATCH = 10;
/** A claim older than this belongs to a worker that died mid-send: the email is claimed again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

const SUBJECTS: Record<NotificationKind, string> = {
  quotation_sent: 'Tienes una cotización nueva',
  document_rejected: 'Un documento de tu solicitud fue rechazado',
  documents_approved: 'Tus documentos fueron aprobados',
  status_changed: 'Tu solicitud cambió de estado',
  message: 'Tienes un mensaje nuevo',
  assignment: 'Se te asignó una solicitud',
  document_uploaded: 'Hay un documento nuevo por revisar',
  gestor_pending: 'Un gestor espera tu aprobación',
  payment_received: 'Recibimos tu pago',
  invoice_issued: 'Tu factura está lista',
  documents_purge_warning: 'Tus documentos se eliminarán pronto',
  arco_request: 'Nueva solicitud de derechos ARCO',
  arco_resolved: 'Respondimos tu solicitud sobre tus datos personales',
  reminder_documentos: 'Recordatorio: faltan documentos de tu trámite',
  reminder_cotizacion: 'Recordatorio: tu cotización está por vencer',
  reminder_oxxo: 'Recordatorio: tu ficha OXXO está por vencer',
  sla_alert: 'Una solicitud llegó al 80 % de su plazo',
  satisfaction_request: '¿Cómo te atendimos?',
  satisfaction_low: 'Un cliente calificó con pocas estrellas',
};

/** The button of a reminder's e-mail: the action it asks for. */
const REMINDER_LINK_LABELS: Record<ReminderKind, string> = {
  documentos: 'Subir mis documentos',
  cotizacion: 'Revisar mi cotización',
  oxxo: 'Ver mi ficha de pago',
};

/** The files an email of some kind carries, built at send time from the notification's subject. */
export type EmailAttacher = (subjectId: string) => Promise<NonNullable<OutgoingEmail['attachments']>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email of one notification: Spanish, with the link to the request (or to the admin panel). */
export function composeEmail(
  notification: Pick<NotificationRow, 'kind' | 'message' | 'requestId'>,
  recipient: Pick<UserRow, 'name' | 'email'>,
  publicUrl: string,
): OutgoingEmail {
  const subject = `${SUBJECTS[notification.kind as NotificationKind] ?? 'Novedades de tu trámite'} · Trámites MX`;
  const reminderKind = reminderKindOfNotification(notification.kind);
  // The request to rate opens at its rating card (issue 27).
  const rating =
    notification.kind === 'satisfaction_request' && notification.requestId
      ? { url: `${publicUrl}/solicitud/${notification.requestId}#opinion`, label: 'Calificar la atención' }
      : null;
  const link =
    rating ??
    (notification.requestId
      ? reminderKind
        ? // A reminder leads to the action it asks for (issue 27), not only to the request.
          {
            url: `${publicUrl}${reminderActionPath(reminderKind, notification.requestId)}`,
            label: REMINDER_LINK_LABELS[reminderKind],
          }
        : { url: `${publicUrl}/solicitud/${notification.requestId}`, label: 'Ver la solicitud' }
      : notification.kind === 'arco_resolved'
        ? // The answer to an ARCO case is read in the person's own account, whatever their role.
          { url: `${publicUrl}/cuenta`, label: 'Ver la respuesta en Mi cuenta' }
        : { url: `${publicUrl}/admin`, label: 'Abrir el panel de administración' });
  const footer = `Recibes este correo porque tienes activadas las notificaciones por correo en Trámites MX. Puedes desactivarlas en tu centro de notificaciones.${reminderKind ? ' También puedes pausar los recordatorios de esta solicitud desde su página.' : ''}`;
  return {
    to: recipient.email,
    subject,
    text: `Hola, ${recipient.name}:\n\n${notification.message}\n\n${link.label}: ${link.url}\n\n${footer}\n`,
    html: [
      `<p>Hola, ${escapeHtml(recipient.name)}:</p>`,
      `<p>${escapeHtml(notification.message)}</p>`,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
}

export interface EmailOutboxOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
}

/**
 * Sends the emails of notifications, outside the transactions that created them. Every instance runs
 * one; a claim (UPDATE … FOR UPDATE SKIP LOCKED) gives each email to one worker only, so two instances
 * never send the same email. A failure is retried with exponential backoff, then marked failed.
 */
export class EmailOutbox {
  private running: Promise<void> | undefined;
  private runAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly attachers = new Map<string, EmailAttacher>();

  constructor(private readonly options: EmailOutboxOptions) {}

  /**
   * Emails of `kind` carry what `attacher` builds from their subject (a payment's receipt, a factura): a
   * module registers it, so this one knows nothing of theirs. A failure to build is retried like a failed send.
   */
  attachWith(kind: NotificationKind, attacher: EmailAttacher): void {
    this.attachers.set(kind, attacher);
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due emails now (a notification was just created, on this instance or another). */
  kick(): void {
    if (this.stopped) {
      return;
    }
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.runAgain && !this.stopped) {
        this.runAgain = false;
        this.kick();
      }
    });
  }

  /** Resolves when the worker has nothing in hand (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running) {
      await this.running;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.options.mailer.close();
  }

  private async run(): Promise<void> {
    try {
      for (;;) {
        const claimed = await claimDueEmails(this.options.db, { limit: BATCH, staleMs: STALE_CLAIM_MS });
        if (claimed.length === 0) {
          return;
        }
        const recipients = new Map(
          (await getUsers(this.options.db, [...new Set(claimed.map((row) => row.userId))])).map((user) => [
            user.id,
            user,
          ]),
        );
        for (const notification of claimed) {
          await this.deliver(notification, recipients.get(notification.userId));
        }
        if (this.stopped) {
          return;
        }
      }
    } catch (error) {
      if (!this.stopped) {
        this.options.log.error({ err: error }, 'email outbox failed');
      }
    }
  }

  private async deliver(notification: NotificationRow, recipient: UserRow | undefined): Promise<void> {
    const { db, log } = this.options;
    if (!recipient?.isActive) {
      await markEmailFailed(db, { id: notification.id, error: 'Cuenta inactiva o inexistente' });
      return;
    }
    try {
      const email = composeEmail(notification, recipient, this.options.publicUrl);
      const attacher = notification.subjectId ? this.attachers.get(notification.kind) : undefined;
      if (attacher) {
        email.attachments = await attacher(notification.subjectId!);
      }
      await this.options.mailer.send(email);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (notification.emailAttempts >= this.options.maxAttempts) {
        log.error({ notificationId: notification.id, reason }, 'email dropped after repeated attempts');
        await markEmailFailed(db, { id: notification.id, error: reason });
      } else {
        const delayMs = Math.min(
          this.options.retryBaseMs * 2 ** (notification.emailAttempts - 1),
          MAX_RETRY_DELAY_MS,
        );
        log.warn({ notificationId: notification.id, reason, delayMs }, 'email not sent; will retry');
        await markEmailRetry(db, { id: notification.id, delayMs, error: reason });
        // Retries are due later: the poll finds them (a timer for the nearest keeps tests quick).
        setTimeout(() => this.kick(), delayMs).unref();
      }
      return;
    }
    await markEmailSent(db, notification.id);
  }
}
