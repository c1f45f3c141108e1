import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a receipt, a factura's XML and PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one email, or throws (the outbox retries). */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send: (email: OutgoingEmail) => Promise<void>;
  close: () => void;
}

/**
 * nodemailer over SMTP_URL; without it, each email is written to the log instead (DESIGN section 3).
 * The URL holds credentials: it is never logged. Timeouts keep a dead server from holding the worker.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      send: async (email) => {
        options.log.info(
          {
            email: {
              to: email.to,
              subject: email.subject,
              text: email.text,
              attachments: email.attachments?.map((file) => file.filename),
            },
          },
          'email not sent (SMTP_URL not set)',
        );
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({ from: options.from, ...email });
    },
    close: () => transport.close(),
  };
}
