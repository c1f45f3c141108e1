import { addBusinessDays } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { tramiteRequests } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listActiveAdmins } from '../users/users.service.ts';
import { notificationsOf } from './quality-test-helpers.ts';
import { runSlaAlerts, SLA_ALERT_LOCK } from './sla-alerts.service.ts';

let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(async () => t.close());

/** A Monday far ahead, with no holiday in the next two weeks: the clock of every test starts on it. */
const START = '2030-01-07';
/** Noon in Mexico City of a day. */
const noonOf = (day: string) => new Date(`${day}T18:00:00Z`);

/** A paid request whose clock is set by hand: 10 business days, `consumed` banked, running since START or paused. */
async function requestWithClock(clock: { status: string; consumed: number; running: boolean }) {
  const request = await flow.createRequest();
  await flow.pay(request.id);
  await t.app.db
    .update(tramiteRequests)
    .set({
      status: clock.status,
      slaDays: 10,
      slaConsumedDays: clock.consumed,
      slaRunningSince: clock.running ? START : null,
      dueDate: clock.running ? addBusinessDays(START, 10 - clock.consumed) : null,
    })
    .where(eq(tramiteRequests.id, request.id));
  return request;
}

const run = (day: string) => runSlaAlerts({ handle: t.handle, log: t.app.log }, noonOf(day));

describe('the 80% SLA alert', () => {
  it('alerts the gestor and the admins once, on the day the running clock reaches 8 of 10 days', async () => {
    // 2 days banked: the 6th business day after START makes 8.
    const request = await requestWithClock({ status: 'en_proceso', consumed: 2, running: true });

    await run(addBusinessDays(START, 5));
    expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toEqual([]);

    await run(addBusinessDays(START, 6));
    const alerts = await notificationsOf(t.app.db, request.id, 'sla_alert');
    const admins = (await listActiveAdmins(t.app.db)).map((admin) => admin.id);
    expect(new Set(alerts.map((alert) => alert.userId))).toEqual(new Set([flow.ids.gestor, ...admins]));
    expect(alerts).toHaveLength(admins.length + 1);
    expect(alerts[0]!.message).toContain('ya usó 8 de 10 días hábiles');
    const [row] = await t.app.db
      .select({ alertedAt: tramiteRequests.slaAlertedAt })
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, request.id));
    expect(row!.alertedAt).not.toBeNull();

    // Later runs, even past the due date, never alert it again.
    await run(addBusinessDays(START, 7));
    await run(addBusinessDays(START, 12));
    expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toHaveLength(admins.length + 1);
  });

  it('never alerts a paused clock (waiting on the client or the authority) or a closed request', async () => {
    const onClient = await requestWithClock({ status: 'esperando_documentos', consumed: 9, running: false });
    const onAuthority = await requestWithClock({
      status: 'esperando_autoridad',
      consumed: 9,
      running: false,
    });
    const closed = await requestWithClock({ status: 'completado', consumed: 10, running: false });

    await run(addBusinessDays(START, 30));

    for (const request of [onClient, onAuthority, closed]) {
      expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toEqual([]);
    }
  });

  it('counts business days: a weekend does not bring the alert closer', async () => {
    const request = await requestWithClock({ status: 'documentos_en_revision', consumed: 3, running: true });
    // 4 business days after Monday the 7th is Friday the 11th: 7 of 10. Sunday the 13th is still 7.
    await run('2030-01-13');
    expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toEqual([]);
    await run('2030-01-14');
    expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).not.toEqual([]);
  });
});

describe('two instances at once', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    // With PostgreSQL a connection pool of its own, as another server would have; embedded, the one PGlite.
    second = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, embeddedDb: 'memory' })
      : t.handle;
  });
  afterAll(async () => {
    if (second !== t.handle) {
      await second.close();
    }
  });

  it('alerts once when both run on the same day', async () => {
    const request = await requestWithClock({ status: 'en_proceso', consumed: 8, running: true });
    const now = noonOf(START);
    await Promise.all([
      runSlaAlerts({ handle: t.handle, log: t.app.log }, now),
      runSlaAlerts({ handle: second, log: t.app.log }, now),
    ]);
    const admins = await listActiveAdmins(t.app.db);
    expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toHaveLength(admins.length + 1);
  });

  // Only PostgreSQL has other instances: the embedded database's one session re-enters its own lock.
  if (process.env.DATABASE_URL) {
    it('does not run while another instance holds the lock (PostgreSQL)', async () => {
      const request = await requestWithClock({ status: 'en_proceso', consumed: 9, running: true });
      const inner = await underAdvisoryLock(t.handle, SLA_ALERT_LOCK, () =>
        runSlaAlerts({ handle: second, log: t.app.log }, noonOf(START)),
      );
      expect(inner).toBeUndefined();
      expect(await notificationsOf(t.app.db, request.id, 'sla_alert')).toEqual([]);
    });
  }
});
