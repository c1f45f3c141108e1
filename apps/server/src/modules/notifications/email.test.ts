import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createMailer } from '../../lib/mailer.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { type ReceivedEmail, startSmtpSink } from '../../test/smtp-sink.ts';
import { bearer, createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://tramites.example.mx';

let t: TestApp;
let flow: RequestFlow;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const linkTo = (requestId: string) => `${PUBLIC_URL}/solicitud/${requestId}`;
const emailsAbout = (requestId: string, subject: RegExp) =>
  smtp.received.filter((email) => email.text.includes(linkTo(requestId)) && subject.test(email.subject));

/** The notification a rule wrote for the user about a request (the newest). */
async function notificationOf(userId: string, requestId: string, startsWith: string) {
  const rows = await t.app.db.select().from(notifications).where(eq(notifications.requestId, requestId));
  return rows
    .filter((row) => row.userId === userId && row.message.startsWith(startsWith))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
}

/** Lets every worker finish and poll once more: anything still to send would have been sent by then. */
async function settle(...apps: { emailOutbox: { idle: () => Promise<void> } }[]) {
  for (const app of apps) {
    await app.emailOutbox.idle();
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const app of apps) {
    await app.emailOutbox.idle();
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: PUBLIC_URL,
    emailRetryBaseMs: 50,
    emailPollMs: 100,
    emailMaxAttempts: 4,
  });
  flow = await setUpRequestFlow(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('notification emails (SMTP_URL set)', () => {
  it('emails a client who is away a new message once, in Spanish, with the link to the request', async () => {
    const { id, folio } = await flow.createRequest();
    await flow.say(id, 'Tu acta ya está lista para recoger.', flow.tokens.gestor);
    await vi.waitFor(() => expect(emailsAbout(id, /mensaje nuevo/)).toHaveLength(1), { timeout: 10_000 });
    const email: ReceivedEmail = emailsAbout(id, /mensaje nuevo/)[0]!;
    expect(email.to).toEqual(['cliente@demo.mx']);
    expect(email.subject).toBe('Tienes un mensaje nuevo · Trámites MX');
    expect(email.text).toContain('Hola, María López (demo):');
    expect(email.text).toContain(
      `Nuevo mensaje de Jorge Ramírez (demo) en ${folio} (${flow.fixedTramite.name}): «Tu acta ya está lista para recoger.»`,
    );
    expect(email.text).toContain(`Ver la solicitud: ${linkTo(id)}`);
    await settle(t.app);
    expect(emailsAbout(id, /mensaje nuevo/)).toHaveLength(1);
    const row = await notificationOf(flow.ids.cliente, id, 'Nuevo mensaje');
    expect(row).toMatchObject({ emailStatus: 'sent', emailAttempts: 1 });
  });

  it('sends nothing to a user who switched emails off (the notification is still there)', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(flow.tokens.cliente),
      payload: { email: false },
    });
    expect(off.statusCode).toBe(200);
    try {
      const { id } = await flow.createRequest();
      await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
      const row = await notificationOf(flow.ids.cliente, id, 'Tu solicitud');
      expect(row.emailStatus).toBe('skipped');
      await settle(t.app);
      expect(
        smtp.received.filter(
          (email) => email.text.includes(linkTo(id)) && email.to.includes('cliente@demo.mx'),
        ),
      ).toEqual([]);
      // The gestor, who keeps emails on, got the assignment's.
      expect(emailsAbout(id, /asignó/)).toHaveLength(1);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: bearer(flow.tokens.cliente),
        payload: { email: true },
      });
    }
  });

  it('retries after the mail server fails, then sends once', async () => {
    const { id } = await flow.createRequest();
    await settle(t.app);
    smtp.failNext(2);
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
    await vi.waitFor(() => expect(emailsAbout(id, /cambió de estado/)).toHaveLength(1), { timeout: 10_000 });
    await settle(t.app);
    expect(emailsAbout(id, /cambió de estado/)).toHaveLength(1);
    const row = await notificationOf(flow.ids.cliente, id, 'Tu solicitud');
    expect(row).toMatchObject({ emailStatus: 'sent', emailAttempts: 3 });
  });

  it('gives up after the last attempt and marks the email failed', async () => {
    const { id } = await flow.createRequest();
    await settle(t.app);
    smtp.failNext(4);
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
    await vi.waitFor(
      async () =>
        expect((await notificationOf(flow.ids.cliente, id, 'Tu solicitud')).emailStatus).toBe('failed'),
      { timeout: 10_000 },
    );
    expect((await notificationOf(flow.ids.cliente, id, 'Tu solicitud')).emailAttempts).toBe(4);
    smtp.failNext(0);
    await settle(t.app);
    expect(emailsAbout(id, /cambió de estado/)).toEqual([]);
  });

  it('never sends an email twice with two instances working the same outbox', async () => {
    const second = await createSecondInstance(t);
    try {
      const ids: string[] = [];
      for (let index = 0; index < 5; index++) {
        const { id } = await flow.createRequest();
        ids.push(id);
      }
      await Promise.all(ids.map((id) => flow.changeStatus(id, 'cancelado', flow.tokens.gestor)));
      await vi.waitFor(
        () => {
          for (const id of ids) {
            expect(emailsAbout(id, /cambió de estado/)).toHaveLength(1);
          }
        },
        { timeout: 10_000 },
      );
      await settle(t.app, second.app);
      for (const id of ids) {
        expect(emailsAbout(id, /cambió de estado/)).toHaveLength(1);
        expect(emailsAbout(id, /asignó/)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the email to the log instead of sending it', async () => {
    const info = vi.fn();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Trámites MX <no-reply@tramites.mx>',
      log: { info } as never,
    });
    expect(mailer.kind).toBe('log');
    await mailer.send({ to: 'a@example.mx', subject: 'Asunto', text: 'Hola', html: '<p>Hola</p>' });
    expect(info).toHaveBeenCalledWith(
      { email: { to: 'a@example.mx', subject: 'Asunto', text: 'Hola' } },
      'email not sent (SMTP_URL not set)',
    );
  });
});
