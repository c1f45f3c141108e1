import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createMailer } from '../../lib/mailer.ts';
import { EmailOutbox } from './email-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's email worker (the outbox of notification emails). */
    emailOutbox: EmailOutbox;
  }
}

/**
 * The email worker of this instance: woken by every `notification` event the live hub dispatches (from
 * any instance), and by a poll for retries; stopped, after the email in hand, when the app closes.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const outbox = new EmailOutbox({
      db: app.db,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log: app.log }),
      log: app.log,
      publicUrl: config.publicUrl,
      retryBaseMs: config.emailRetryBaseMs,
      maxAttempts: config.emailMaxAttempts,
      pollMs: config.emailPollMs,
    });
    app.decorate('emailOutbox', outbox);
    app.live.onEvent((row) => {
      if (row.type === 'notification') {
        outbox.kick();
      }
    });
    outbox.start();
    app.addHook('preClose', async () => outbox.stop());
  },
  { name: 'notifications', dependencies: ['db', 'live'] },
);
