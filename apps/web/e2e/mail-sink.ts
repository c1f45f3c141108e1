import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' mailbox: the server under test sends to SMTP_URL on this port (playwright.config.ts),
 * and a spec that reads e-mail starts this sink on it. While no spec listens, the server's sends fail and
 * are logged (notification e-mails retry), which no other spec looks at.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1);

export interface SunkEmail {
  to: string[];
  /** The whole message with quoted-printable undone: enough to find a subject's words or a link. */
  text: string;
}

/** nodemailer writes accented text as quoted-printable: soft line breaks and `=XX` bytes undone. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return raw;
  }
}

/** An SMTP server on 127.0.0.1:`port` keeping every message it receives (the server tests have their own). */
export async function startMailSink(port = E2E_SMTP_PORT) {
  const received: SunkEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
