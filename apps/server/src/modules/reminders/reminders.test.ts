import { documentReminderDates } from '@tramites/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import {
  auditEvents,
  notifications,
  paymentAttempts,
  payments,
  quotations,
  requestReminders,
  users,
} from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { composeEmail } from '../notifications/email-outbox.ts';
import { applyReminders, REMINDERS_LOCK, runReminders } from './reminders.service.ts';

let t: TestApp;
let flow: RequestFlow;
let gestorName: string;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(flow.tokens.gestor) });
  gestorName = me.json().name;
});
afterAll(() => t.close());

const silentLog = { info: () => undefined, error: () => undefined } as never;

/** The job as the schedule runs it, with the clock at `now`. */
const remind = (now: Date) => applyReminders({ db: t.app.db, log: silentLog }, now);

/** An instant given in Mexico City time (UTC−6 all year). */
const cdmx = (isoDate: string, hour = 10, minute = 0) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + ((hour + 6) * 60 + minute) * 60_000);

const DAY = 24 * 60 * 60 * 1000;

async function remindersOf(requestId: string) {
  return t.app.db
    .select()
    .from(requestReminders)
    .where(eq(requestReminders.requestId, requestId))
    .orderBy(asc(requestReminders.id));
}

async function notificationsOf(requestId: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), eq(notifications.userId, flow.ids.cliente)))
    .orderBy(asc(notifications.createdAt));
}

async function auditOf(requestId: string, action: string) {
  return t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.requestId, requestId), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.id));
}

// Thursday 12 November 2026, 17:00 in Mexico City; Monday 16 is the Revolución holiday.
const PAID_AT = cdmx('2026-11-12', 17);

/** A fixed-price request paid (waiting for documents), its payment dated PAID_AT. */
async function paidRequest() {
  const request = await flow.createRequest();
  await flow.pay(request.id);
  await t.app.db.update(payments).set({ createdAt: PAID_AT }).where(eq(payments.requestId, request.id));
  return request;
}

const api = (method: 'GET' | 'PUT' | 'POST', id: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/solicitudes/${id}/reminders`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe('documents reminders (the job, with the clock set forward)', () => {
  it('go 2 business days after the payment, then every 3, 4 at most, skipping the holiday, naming what is missing', async () => {
    const { id } = await paidRequest();
    const [first, second] = flow.fixedTramite.requiredDocuments;
    await flow.upload(id, first!);
    expect(documentReminderDates(PAID_AT)).toEqual(['2026-11-17', '2026-11-20', '2026-11-25', '2026-11-30']);

    await remind(cdmx('2026-11-13'));
    await remind(cdmx('2026-11-16')); // the holiday: not a business day
    expect(await remindersOf(id)).toHaveLength(0);

    await remind(cdmx('2026-11-17'));
    let sent = await remindersOf(id);
    expect(sent.map((row) => row.dedupeKey)).toEqual(['documentos:1']);
    expect(sent[0]).toMatchObject({ kind: 'documentos', sentBy: null });
    expect(sent[0]!.summary).toContain(`«${second}»`);
    expect(sent[0]!.summary).not.toContain(`«${first}»`);
    const [notification] = await notificationsOf(id).then((rows) =>
      rows.filter((row) => row.kind === 'reminder_documentos'),
    );
    expect(notification!.message).toContain(`«${second}»`);
    // The e-mail is queued with the notification, and links to the documents page.
    expect(notification!.emailStatus).not.toBe('skipped');
    const email = composeEmail(notification!, { name: 'Cliente', email: 'c@example.mx' }, 'https://t.mx');
    expect(email.text).toContain(`https://t.mx/tramite/${id}/documentos`);

    // The same day again, and the days between: nothing more.
    await remind(cdmx('2026-11-17', 15));
    await remind(cdmx('2026-11-19'));
    expect(await remindersOf(id)).toHaveLength(1);

    for (const day of ['2026-11-20', '2026-11-25', '2026-11-30', '2026-12-03', '2026-12-15']) {
      await remind(cdmx(day));
    }
    sent = await remindersOf(id);
    expect(sent.map((row) => row.dedupeKey)).toEqual([
      'documentos:1',
      'documentos:2',
      'documentos:3',
      'documentos:4',
    ]);
    const events = await auditOf(id, 'reminder_sent');
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({ actorId: null, actorRole: 'system', reason: sent[0]!.summary });
  });

  it('send nothing at night: a reminder due leaves at the first run after 9:00', async () => {
    const { id } = await paidRequest();
    await remind(cdmx('2026-11-17', 7));
    await remind(cdmx('2026-11-17', 21));
    expect(await remindersOf(id)).toHaveLength(0);
    await remind(cdmx('2026-11-18', 9, 5));
    expect((await remindersOf(id)).map((row) => row.dedupeKey)).toEqual(['documentos:1']);
  });

  it('stop once nothing is missing', async () => {
    const { id } = await paidRequest();
    for (const name of flow.fixedTramite.requiredDocuments) {
      await flow.upload(id, name);
    }
    await remind(cdmx('2026-11-17'));
    expect(await remindersOf(id)).toHaveLength(0);
  });

  it('chase a rejected document to upload again, with its reason', async () => {
    const { id } = await paidRequest();
    const documentIds = [];
    for (const name of flow.fixedTramite.requiredDocuments) {
      documentIds.push(await flow.upload(id, name));
    }
    await flow.reject(documentIds[0]!, 'Ilegible');
    await remind(cdmx('2026-11-17'));
    const [sent] = await remindersOf(id);
    expect(sent!.summary).toBe(`Por corregir: «${flow.fixedTramite.requiredDocuments[0]}» (Ilegible).`);
  });

  it('skip closed requests', async () => {
    const { id } = await paidRequest();
    await flow.changeStatus(id, 'cancelado', flow.tokens.admin);
    await remind(cdmx('2026-11-17'));
    expect(await remindersOf(id)).toHaveLength(0);
  });

  it('never chase a deactivated (or anonymised) account', async () => {
    const client = await registerUser(t.app);
    const { id } = await flow.createRequest({ token: client.token });
    await flow.pay(id);
    await t.app.db.update(payments).set({ createdAt: PAID_AT }).where(eq(payments.requestId, id));
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, client.id));
    await remind(cdmx('2026-11-17'));
    expect(await remindersOf(id)).toHaveLength(0);
    const refused = await api('POST', id, flow.tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/desactivada/);
  });

  it('never go twice, when two runs race or another instance holds the lock', async () => {
    const { id } = await paidRequest();
    await Promise.all([remind(cdmx('2026-11-17')), remind(cdmx('2026-11-17')), remind(cdmx('2026-11-17'))]);
    expect(await remindersOf(id)).toHaveLength(1);
    expect((await notificationsOf(id)).filter((row) => row.kind === 'reminder_documentos')).toHaveLength(1);

    // While another instance holds the lock, this one does nothing (undefined), not even the next reminder.
    const blocked = await underAdvisoryLock(t.handle, REMINDERS_LOCK, () =>
      runReminders({ handle: t.handle, log: silentLog }, cdmx('2026-11-20')),
    );
    // PGlite is one session: the nested try takes the lock again; PostgreSQL's second connection is refused.
    if (t.handle.pool) {
      expect(blocked).toBeUndefined();
      expect(await remindersOf(id)).toHaveLength(1);
    }
  });
});

describe('the client pauses reminders (an oposición)', () => {
  it('stops them, is recorded with who and when, and resuming lets them go again', async () => {
    const { id } = await paidRequest();
    const paused = await api('PUT', id, flow.tokens.cliente, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, reminders: null, pending: null });
    expect(Date.parse(paused.json().paused_at)).not.toBeNaN();
    const [event] = await auditOf(id, 'reminders_paused');
    expect(event).toMatchObject({ actorId: flow.ids.cliente, actorRole: 'cliente' });
    expect(event!.reason).toContain('Oposición');
    // Setting it again records nothing more.
    await api('PUT', id, flow.tokens.cliente, { paused: true });
    expect(await auditOf(id, 'reminders_paused')).toHaveLength(1);

    await remind(cdmx('2026-11-17'));
    expect(await remindersOf(id)).toHaveLength(0);
    const refused = await api('POST', id, flow.tokens.gestor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^El cliente pausó los recordatorios de esta solicitud el /);

    const resumed = await api('PUT', id, flow.tokens.cliente, { paused: false });
    expect(resumed.json()).toMatchObject({ paused: false, paused_at: null });
    expect(await auditOf(id, 'reminders_resumed')).toHaveLength(1);
    await remind(cdmx('2026-11-20'));
    expect((await remindersOf(id)).map((row) => row.dedupeKey)).toEqual(['documentos:2']);
  });
});

describe('quotation and OXXO reminders', () => {
  it('recall a pending quotation 3 days before its last valid day, once', async () => {
    const { id } = await flow.createRequest({ variable: true });
    await flow.quote(id, '2500.00');
    const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.requestId, id));
    await t.app.db
      .update(quotations)
      .set({ validUntil: '2026-12-10', createdAt: cdmx('2026-11-10') })
      .where(eq(quotations.id, quotation!.id));

    await remind(cdmx('2026-12-06'));
    expect(await remindersOf(id)).toHaveLength(0);
    await remind(cdmx('2026-12-07'));
    await remind(cdmx('2026-12-08'));
    const sent = await remindersOf(id);
    expect(sent.map((row) => row.dedupeKey)).toEqual([`cotizacion:${quotation!.id}`]);
    const [notification] = (await notificationsOf(id)).filter((row) => row.kind === 'reminder_cotizacion');
    expect(notification!.message).toContain('$2,500.00');
    expect(notification!.message).toContain('vence el 10 de diciembre');
    const email = composeEmail(notification!, { name: 'Cliente', email: 'c@example.mx' }, 'https://t.mx');
    expect(email.text).toContain(`https://t.mx/solicitud/${id}#cotizacion`);
  });

  it('recall a pending OXXO voucher in its last 24 hours, once', async () => {
    const { id } = await flow.createRequest();
    const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.requestId, id));
    const expiresAt = cdmx('2026-11-20', 23, 59);
    const [attempt] = await t.app.db
      .insert(paymentAttempts)
      .values({
        requestId: id,
        quotationId: quotation!.id,
        kind: 'total',
        provider: 'stripe',
        method: 'oxxo',
        amount: quotation!.amount,
        expiresAt,
        createdAt: cdmx('2026-11-17'),
      })
      .returning();

    await remind(new Date(expiresAt.getTime() - 1.2 * DAY)); // the day before, 19:11
    expect(await remindersOf(id)).toHaveLength(0);
    await remind(cdmx('2026-11-20', 10));
    await remind(cdmx('2026-11-20', 12));
    expect((await remindersOf(id)).map((row) => row.dedupeKey)).toEqual([`oxxo:${attempt!.id}`]);
    const [notification] = (await notificationsOf(id)).filter((row) => row.kind === 'reminder_oxxo');
    expect(notification!.message).toContain('ficha OXXO');
    expect(notification!.message).toContain('20 de noviembre');
  });
});

describe('the reminders API', () => {
  it('shows the client only the paused state, and staff the reminders sent and what is pending', async () => {
    const { id } = await paidRequest();
    await remind(cdmx('2026-11-17'));
    const client = await api('GET', id, flow.tokens.cliente);
    expect(client.statusCode).toBe(200);
    expect(client.json()).toEqual({ paused: false, paused_at: null, reminders: null, pending: null });

    const staff = (await api('GET', id, flow.tokens.gestor)).json();
    expect(staff.reminders).toHaveLength(1);
    expect(staff.reminders[0]).toMatchObject({ kind: 'documentos', sent_by_name: null });
    expect(staff.pending).toMatch(/^Faltan: /);
    expect((await api('GET', id, flow.tokens.admin)).statusCode).toBe(200);
  });

  it('checks the session, the role, the ownership and the body, in that order', async () => {
    const { id } = await paidRequest();
    const stranger = await registerUser(t.app);
    const otherGestor = await registerUser(t.app, { role: 'gestor' });

    expect((await api('GET', id)).statusCode).toBe(401);
    expect((await api('PUT', id, undefined, { paused: true })).statusCode).toBe(401);
    expect((await api('POST', id)).statusCode).toBe(401);

    expect((await api('GET', id, stranger.token)).statusCode).toBe(403);
    // Staff never pause a client's reminders, whatever the body; another client neither.
    expect((await api('PUT', id, flow.tokens.gestor, { paused: 'x' })).statusCode).toBe(403);
    expect((await api('PUT', id, flow.tokens.admin, { paused: true })).statusCode).toBe(403);
    expect((await api('PUT', id, stranger.token, { paused: true })).statusCode).toBe(403);
    const invalid = await api('PUT', id, flow.tokens.cliente, { paused: 'sí' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].field).toBe('paused');
    // Only staff send one, and only the assigned gestor among gestores.
    expect((await api('POST', id, flow.tokens.cliente)).statusCode).toBe(403);
    expect((await api('POST', id, otherGestor.token)).statusCode).toBe(403);

    expect((await api('GET', '00000000-0000-4000-8000-000000000000', flow.tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await api('POST', 'nada', flow.tokens.admin)).statusCode).toBe(404);
  });

  it('lets the gestor send one now: listed with who sent it, on the timeline, and not counted by the schedule', async () => {
    const { id } = await paidRequest();
    const response = await api('POST', id, flow.tokens.gestor);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'documentos', sent_by_name: gestorName });
    expect(response.json().summary).toMatch(/^Faltan: /);
    const [row] = await remindersOf(id);
    expect(row!.dedupeKey).toMatch(/^manual:[0-9a-f-]{36}$/);
    expect(row!.sentBy).toBe(flow.ids.gestor);
    expect((await notificationsOf(id)).filter((n) => n.kind === 'reminder_documentos')).toHaveLength(1);

    const listed = (await api('GET', id, flow.tokens.gestor)).json();
    expect(listed.reminders[0]).toMatchObject({ id: response.json().id, sent_by_name: gestorName });
    const complete = (
      await t.app.inject({
        method: 'GET',
        url: `/api/solicitudes/${id}/complete`,
        headers: bearer(flow.tokens.gestor),
      })
    ).json();
    const event = complete.timeline.find((entry: { action: string }) => entry.action === 'reminder_sent');
    expect(event).toMatchObject({
      actor_name: gestorName,
      actor_role: 'gestor',
      reason: response.json().summary,
    });

    // The schedule's first reminder still goes on its day.
    await remind(cdmx('2026-11-17'));
    expect(
      (await remindersOf(id)).map((r) => r.dedupeKey).filter((key) => key.startsWith('documentos')),
    ).toEqual(['documentos:1']);
  });

  it('answers 409 when the client owes nothing, or the request is closed', async () => {
    const { id } = await paidRequest();
    const documentIds = [];
    for (const name of flow.fixedTramite.requiredDocuments) {
      documentIds.push(await flow.upload(id, name));
    }
    const nothing = await api('POST', id, flow.tokens.admin);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().detail).toMatch(/^El cliente no tiene nada pendiente/);
    expect((await api('GET', id, flow.tokens.gestor)).json().pending).toBeNull();

    await flow.changeStatus(id, 'cancelado', flow.tokens.admin);
    const closed = await api('POST', id, flow.tokens.admin);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toMatch(/cerrada/);
    expect(await remindersOf(id)).toHaveLength(0);
  });
});
