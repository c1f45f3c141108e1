import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf, EventStreamClient, type ReceivedEvent } from '../../test/event-stream.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import {
  bearer,
  createSecondInstance,
  createTestApp,
  registerUser,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Two instances of the app on one database, as behind a load balancer: an event committed through one
 * reaches the streams open on the other, through LISTEN/NOTIFY (PostgreSQL under `npm run test:pg`,
 * each instance with connections of its own; PGlite's own notifications otherwise).
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let flow: RequestFlow;

const message = (requestId: string, text: string) => (event: ReceivedEvent) =>
  event.event === 'chat.message' &&
  event.data.tramite_request_id === requestId &&
  event.data.message_text === text;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  flow = await setUpRequestFlow(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe(`fan-out between two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers a message posted on instance A to a stream open on instance B, and back', async () => {
    const { id } = await flow.createRequest();
    const onB = await EventStreamClient.open(await baseUrlOf(b.app), flow.tokens.cliente);
    const onA = await EventStreamClient.open(await baseUrlOf(a.app), flow.tokens.gestor);
    try {
      await flow.say(id, 'desde A', flow.tokens.gestor);
      const received = await onB.waitFor(message(id, 'desde A'));
      expect(received.data).toMatchObject({ sender_role: 'gestor', tramite_request_id: id });

      const posted = await b.app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${id}/messages`,
        headers: bearer(flow.tokens.cliente),
        payload: { message_text: 'desde B' },
      });
      expect(posted.statusCode).toBe(201);
      await onA.waitFor(message(id, 'desde B'));
      // Both instances number events from the one log: the same message has the same id everywhere.
      const onBToo = await onB.waitFor(message(id, 'desde B'));
      expect(onBToo.id).toBe((await onA.waitFor(message(id, 'desde B'))).id);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });

  it('replays on instance B what was missed while connected to instance A', async () => {
    const { id } = await flow.createRequest();
    const onA = await EventStreamClient.open(await baseUrlOf(a.app), flow.tokens.cliente);
    await flow.say(id, 'visto en A', flow.tokens.gestor);
    await onA.waitFor(message(id, 'visto en A'));
    await onA.close();
    await flow.say(id, 'perdido', flow.tokens.gestor);
    const onB = await EventStreamClient.open(await baseUrlOf(b.app), flow.tokens.cliente, {
      lastEventId: onA.lastEventId,
    });
    try {
      await onB.waitFor(message(id, 'perdido'));
      expect(onB.events.filter(message(id, 'visto en A'))).toEqual([]);
    } finally {
      await onB.close();
    }
  });

  it('ends on instance B the stream of a user deactivated through instance A, before the next event', async () => {
    const client = await registerUser(a.app);
    const { id } = await flow.createRequest({ token: client.token });
    const onB = await EventStreamClient.open(await baseUrlOf(b.app), client.token);
    try {
      await flow.say(id, 'antes', flow.tokens.gestor);
      await onB.waitFor(message(id, 'antes'));
      const off = await a.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${client.id}`,
        headers: bearer(flow.tokens.admin),
        payload: { is_active: false },
      });
      expect(off.statusCode).toBe(200);
      await flow.say(id, 'después', flow.tokens.gestor);
      await onB.whenEnded();
      expect(onB.events.filter(message(id, 'después'))).toEqual([]);
    } finally {
      await onB.close();
    }
  });

  it('sees from instance A a user connected to instance B (no "away" notification)', async () => {
    const { id } = await flow.createRequest();
    const onB = await EventStreamClient.open(await baseUrlOf(b.app), flow.tokens.cliente);
    try {
      await b.app.live.presenceSettled();
      await flow.say(id, '¿sigues ahí?', flow.tokens.gestor);
      await onB.waitFor(message(id, '¿sigues ahí?'));
      const list = (
        await a.app.inject({
          method: 'GET',
          url: '/api/notifications?limit=100',
          headers: bearer(flow.tokens.cliente),
        })
      ).json();
      expect(
        list.notifications.filter(
          (n: { tramite_request_id: string; message: string }) =>
            n.tramite_request_id === id && n.message.startsWith('Nuevo mensaje'),
        ),
      ).toEqual([]);
    } finally {
      await onB.close();
    }
  });
});
