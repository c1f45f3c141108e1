import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMailer, type Mailer, type OutgoingEmail } from '../../../lib/mailer.ts';

/**
 * Work a response does not wait for: a forgot-password request answers before its link is stored and
 * mailed, so a known and an unknown address take the same time; a mail that fails is logged, never
 * shown to the person asking. The app's close waits for what is still running.
 */
export class BackgroundMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` (which may send e-mails with `send`) after the caller returns; failures are logged. */
  run(label: string, work: (send: (email: OutgoingEmail) => Promise<void>) => Promise<void>): void {
    const task = Promise.resolve()
      .then(() => work((email) => this.mailer.send(email)))
      .catch((error: unknown) => this.log.error({ err: error }, `${label} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Sends one e-mail after the caller returns (the change it reports is already committed). */
  send(label: string, email: OutgoingEmail): void {
    this.run(label, (send) => send(email));
  }

  /** Resolves when nothing is running (the app's close, and tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) {
      await Promise.allSettled([...this.pending]);
    }
  }

  close(): void {
    this.mailer.close();
  }
}

/** A plugin's BackgroundMail over the app's mailer (SMTP_URL, or the log); the app's close waits for it. */
export function backgroundMailOf(app: FastifyInstance): BackgroundMail {
  const { config } = app;
  const mail = new BackgroundMail(
    createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log: app.log }),
    app.log,
  );
  app.addHook('onClose', async () => {
    await mail.idle();
    mail.close();
  });
  return mail;
}
