import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The message as received (its attachments are MIME parts of it). */
  raw: string;
}

/** The value of an RFC 2047 header: `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(source.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(source.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Subject and text part of a message as nodemailer writes it (multipart/alternative or a single part). */
export function parseEmail(raw: string, to: string[]): ReceivedEmail {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
  const part = /Content-Type: text\/plain[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)(?:\r\n--|$)/i.exec(
    raw,
  );
  const headers = part?.[1] ?? '';
  const body = part?.[2] ?? '';
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to, subject, text: text.replace(/\r\n/g, '\n'), raw };
}

/**
 * An SMTP server on an ephemeral port of 127.0.0.1 that keeps what it receives; `failNext` makes the next
 * deliveries fail with a temporary error (451), as a busy mail server does.
 */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = [];
  let failuresLeft = 0;
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
        if (failuresLeft > 0) {
          failuresLeft--;
          callback(
            Object.assign(new Error('Servicio no disponible, intenta más tarde'), { responseCode: 451 }),
          );
          return;
        }
        received.push(
          parseEmail(
            raw,
            session.envelope.rcptTo.map((recipient) => recipient.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count: number) => {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
