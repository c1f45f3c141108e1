import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { LIVE_REPLAY_WINDOW_MS } from '@tramites/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../db/schema/index.ts';
import { baseUrlOf, EventStreamClient, type ReceivedEvent } from '../../test/event-stream.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { findLastLiveEventSeq, liveEventLogOf } from './live.repository.ts';
import { pruneLiveEvents, publishRequestEvent } from './live-events.service.ts';
import { LiveHub } from './live-hub.ts';

let t: TestApp;
let flow: RequestFlow;
let base: string;
const opened: EventStreamClient[] = [];

async function open(token: string, lastEventId?: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(base, token, { lastEventId });
  opened.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

const aboutRequest = (requestId: string) => (event: ReceivedEvent) =>
  event.data.tramite_request_id === requestId;
const message = (requestId: string, text: string) => (event: ReceivedEvent) =>
  event.event === 'chat.message' &&
  event.data.tramite_request_id === requestId &&
  event.data.message_text === text;
const ids = (stream: EventStreamClient) => stream.events.map((event) => Number(event.id));
const isIncreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || value > values[index - 1]!);

/** Commits a gestor's chat event about `requestId` in its own transaction, as the chat service does. */
const commitGestorMessage = (requestId: string, text: string) =>
  t.app.db.transaction((tx) =>
    publishRequestEvent(
      tx,
      { id: requestId, clientId: flow.ids.cliente, assignedGestorId: flow.ids.gestor },
      'chat.message',
      {
        id: randomUUID(),
        tramite_request_id: requestId,
        sender_id: flow.ids.gestor,
        sender_name: 'Gestor',
        sender_role: 'gestor',
        message_text: text,
        is_system_message: false,
        created_at: new Date().toISOString(),
      },
    ),
  );

/** The demo client as a hub sees it once authenticated. */
const clienteActor = () => ({
  id: flow.ids.cliente,
  name: 'Cliente',
  email: 'cliente@demo.mx',
  role: 'cliente' as const,
  isApproved: true,
  phone: null,
  createdAt: new Date(),
  emailVerified: true,
});

/** A response for a hub to write a stream to, keeping what was written. */
function recordingSocket() {
  const socket = new PassThrough();
  let written = '';
  socket.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { response: socket as unknown as ServerResponse, written: () => written };
}

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 150 });
  flow = await setUpRequestFlow(t);
  base = await baseUrlOf(t.app);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('answers 401 without a session and 406 to a client that asks only for JSON', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toMatch(/Inicia sesión/);
    const badToken = await fetch(`${base}/api/events`, {
      headers: { authorization: 'Bearer nope', accept: 'text/event-stream' },
    });
    expect(badToken.status).toBe(401);
    const notAStream = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: bearer(flow.tokens.cliente),
    });
    expect(notAStream.statusCode).toBe(406);
    expect(notAStream.json().code).toBe('not_acceptable');
  });

  it('opens for a client that sends no particular Accept (curl, a bare fetch)', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${flow.tokens.cliente}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
  });

  it('is an unbuffered, uncached event stream that starts by telling its position', async () => {
    const stream = await open(flow.tokens.cliente);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    await vi.waitFor(() => expect(stream.positions).toHaveLength(1));
    expect(Number(stream.positions[0])).toBeGreaterThan(0);
  });

  it('sends a heartbeat comment', async () => {
    const stream = await open(flow.tokens.cliente);
    await vi.waitFor(() => expect(stream.comments).toContain('ping'));
  });

  it('brings a message, a status change and a document review to the client and to the assigned gestor', async () => {
    const { id } = await flow.createRequest();
    const [cliente, gestor, admin] = await Promise.all([
      open(flow.tokens.cliente),
      open(flow.tokens.gestor),
      open(flow.tokens.admin),
    ]);

    await flow.say(id, 'Hola, ¿qué sigue?', flow.tokens.cliente);
    for (const stream of [cliente, gestor, admin]) {
      const event = await stream.waitFor(message(id, 'Hola, ¿qué sigue?'));
      expect(event.data).toMatchObject({ sender_role: 'cliente', is_system_message: false });
      expect(typeof event.data.id).toBe('string');
    }

    // A payment recorded by staff moves the request twice (paid, then waiting for documents).
    await flow.pay(id);
    for (const stream of [cliente, gestor]) {
      const moved = await stream.waitFor(
        (event) => event.event === 'request.status' && event.data.to === 'esperando_documentos',
      );
      expect(moved.data).toEqual({
        tramite_request_id: id,
        from: 'pago_procesado',
        to: 'esperando_documentos',
        progress: 50,
      });
      await stream.waitFor((event) => event.event === 'request.status' && event.data.to === 'pago_procesado');
      // The system message of the move comes along too.
      await stream.waitFor(
        (event) =>
          event.event === 'chat.message' &&
          event.data.is_system_message &&
          /sube tus documentos/.test(event.data.message_text),
      );
    }

    const documentId = await flow.upload(id, flow.fixedTramite.requiredDocuments[0]!);
    await flow.reject(documentId, 'La imagen está borrosa');
    for (const stream of [cliente, gestor]) {
      const uploaded = await stream.waitFor(
        (event) => event.event === 'document.updated' && event.data.status === 'pending',
      );
      expect(uploaded.data).toEqual({
        tramite_request_id: id,
        document_id: documentId,
        required_name: flow.fixedTramite.requiredDocuments[0],
        status: 'pending',
        rejection_reason: null,
      });
      const rejected = await stream.waitFor(
        (event) => event.event === 'document.updated' && event.data.status === 'rejected',
      );
      expect(rejected.data).toMatchObject({
        document_id: documentId,
        rejection_reason: 'La imagen está borrosa',
      });
      expect(isIncreasing(ids(stream))).toBe(true);
    }

    // The client's notifications reach the client alone: not the gestor, not the admin.
    const notified = await cliente.waitFor(
      (event) => event.event === 'notification' && /rechazó/.test(event.data.message),
    );
    expect(notified.data).toMatchObject({ type: 'error', tramite_request_id: id, read_at: null });
    expect(gestor.events.some((event) => event.data.id === notified.data.id)).toBe(false);
    expect(admin.events.some((event) => event.data.id === notified.data.id)).toBe(false);
    // ...and the gestor's (the upload) the gestor alone.
    const gestorNote = await gestor.waitFor(
      (event) => event.event === 'notification' && /subió/.test(event.data.message),
    );
    expect(cliente.events.some((event) => event.data.id === gestorNote.data.id)).toBe(false);
  });

  it("gives another client's stream, an unassigned gestor's and a pending gestor's nothing of the request", async () => {
    const { id } = await flow.createRequest();
    const stranger = await registerUser(t.app);
    const otherGestor = await loginAs(t.app, 'gestor2@demo.mx');
    const pendingGestor = await registerUser(t.app, { role: 'gestor' });
    const [own, strangers, other, pending] = await Promise.all([
      open(flow.tokens.cliente),
      open(stranger.token),
      open(otherGestor),
      open(pendingGestor.token),
    ]);
    await flow.say(id, 'Solo para mí y mi gestor', flow.tokens.cliente);
    await flow.say(id, 'Recibido', flow.tokens.gestor);
    await flow.pay(id);
    await own.waitFor(
      (event) => event.event === 'request.status' && event.data.to === 'esperando_documentos',
    );

    // A stream's writes arrive in order: a heartbeat read after all that means nothing was held back.
    const strangersRequest = await flow.createRequest({ token: stranger.token });
    await strangers.waitFor(aboutRequest(strangersRequest.id));
    for (const stream of [strangers, other, pending]) {
      const pings = stream.comments.length;
      await vi.waitFor(() => expect(stream.comments.length).toBeGreaterThan(pings));
    }
    expect(strangers.events.filter(aboutRequest(id))).toEqual([]);
    expect(other.events.filter(aboutRequest(id))).toEqual([]);
    expect(pending.events.filter(aboutRequest(id))).toEqual([]);
    expect(own.events.filter(aboutRequest(strangersRequest.id))).toEqual([]);
  });

  it('replays what a reconnect with Last-Event-ID missed, once and in order, then goes on live', async () => {
    const { id } = await flow.createRequest();
    const first = await open(flow.tokens.cliente);
    await flow.say(id, 'uno', flow.tokens.gestor);
    await first.waitFor(message(id, 'uno'));
    const lastSeen = first.lastEventId!;
    await first.close();

    await flow.say(id, 'dos', flow.tokens.gestor);
    await flow.say(id, 'tres', flow.tokens.gestor);
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);

    const second = await open(flow.tokens.cliente, lastSeen);
    await second.waitFor((event) => event.event === 'request.status' && event.data.to === 'cancelado');
    const { id: next } = await flow.createRequest();
    await flow.say(next, 'en vivo', flow.tokens.gestor);
    await second.waitFor(message(next, 'en vivo'));

    const texts = second.events
      .filter((event) => event.event === 'chat.message' && !event.data.is_system_message)
      .map((event) => event.data.message_text);
    expect(texts).toEqual(['dos', 'tres', 'en vivo']);
    expect(second.positions).toEqual([]);
    expect(Number(second.events[0]!.id)).toBeGreaterThan(Number(lastSeen));
    expect(isIncreasing(ids(second))).toBe(true);
  });

  it('loses nothing and repeats nothing when events are committed while a reconnect replays', async () => {
    const { id } = await flow.createRequest();
    const first = await open(flow.tokens.cliente);
    await vi.waitFor(() => expect(first.positions).toHaveLength(1));
    const start = first.positions[0]!;
    await first.close();

    const texts = Array.from({ length: 30 }, (_, index) => `m${index}`);
    const posting = Promise.all(
      texts.map((text, index) =>
        flow.say(id, text, index % 2 === 0 ? flow.tokens.gestor : flow.tokens.cliente),
      ),
    );
    // Reconnect while the messages are being written: part comes from the log, part live.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await open(flow.tokens.cliente, start);
    await posting;
    await flow.say(id, 'fin', flow.tokens.gestor);
    await second.waitFor(message(id, 'fin'));

    const received = second.events
      .filter((event) => event.event === 'chat.message' && !event.data.is_system_message)
      .map((event) => event.data.message_text);
    expect([...received].sort()).toEqual([...texts, 'fin'].sort());
    expect(new Set(ids(second)).size).toBe(second.events.length);
    expect(isIncreasing(ids(second))).toBe(true);
  });

  it('writes the events committed during a long replay once, after it, in order (subscribe, buffer, dedupe)', async () => {
    // A hub of its own whose replay reads one event per query, while the test commits events in between.
    const hub = new LiveHub({
      db: t.app.db,
      listen: t.handle.listen,
      log: t.app.log,
      heartbeatMs: 60_000,
      findActiveActors: async () => new Map([[flow.ids.cliente, clienteActor()]]),
      replayPageSize: 1,
    });
    await hub.start();
    const { id } = await flow.createRequest();
    const commit = (text: string) => commitGestorMessage(id, text);
    const start = await findLastLiveEventSeq(t.app.db);
    const before = Array.from({ length: 30 }, (_, index) => `antes ${index}`);
    for (const text of before) {
      await commit(text);
    }
    const socket = recordingSocket();
    const opening = hub.open(clienteActor(), socket.response, start);
    const during = Array.from({ length: 20 }, (_, index) => `durante ${index}`);
    for (const text of during) {
      await commit(text);
    }
    await opening;
    await commit('fin');
    await vi.waitFor(() => expect(socket.written()).toContain('"message_text":"fin"'));
    await hub.stop();

    const frames = socket
      .written()
      .split('\n\n')
      .filter((block) => block.includes('event: chat.message'))
      .map((block) => ({
        id: Number(/^id: (\d+)$/m.exec(block)![1]),
        text: JSON.parse(/^data: (.*)$/m.exec(block)![1]!).message_text,
      }));
    expect(frames.map((frame) => frame.text)).toEqual([...before, ...during, 'fin']);
    expect(isIncreasing(frames.map((frame) => frame.id))).toBe(true);
  });

  it('writes an event dispatched while the last page of a replay is on its way (the buffer is flushed)', async () => {
    const { id } = await flow.createRequest();
    const commit = (text: string) => commitGestorMessage(id, text);
    // The race made certain: once the replay's last page has been read (empty), an event commits and the
    // hub dispatches it before the replay gets its answer. Only the buffer can deliver it.
    const log = liveEventLogOf(t.app.db);
    let race: (() => Promise<void>) | undefined;
    const dispatched = new Set<string>();
    const hub = new LiveHub({
      db: t.app.db,
      listen: t.handle.listen,
      log: t.app.log,
      heartbeatMs: 60_000,
      findActiveActors: async () => new Map([[flow.ids.cliente, clienteActor()]]),
      events: {
        ...log,
        forUserAfter: async (params) => {
          const rows = await log.forUserAfter(params);
          if (race && rows.length < params.limit) {
            const run = race;
            race = undefined;
            await run();
          }
          return rows;
        },
      },
    });
    hub.onEvent((row) => dispatched.add(String(row.data.message_text)));
    await hub.start();
    const start = await findLastLiveEventSeq(t.app.db);
    await commit('repetido');
    race = async () => {
      await commit('en la carrera');
      await vi.waitFor(() => expect(dispatched).toContain('en la carrera'));
    };
    const socket = recordingSocket();
    await hub.open(clienteActor(), socket.response, start);
    await commit('después');
    await vi.waitFor(() => expect(socket.written()).toContain('"message_text":"después"'));
    await hub.stop();
    const texts = [...socket.written().matchAll(/"message_text":"([^"]+)"/g)].map((match) => match[1]);
    expect(texts).toEqual(['repetido', 'en la carrera', 'después']);
  });

  it('re-reads the account once a stream is subscribed: a change made since the sign-in check applies', async () => {
    // The hub is handed the account as authentication read it; by the time the stream is subscribed the
    // account has changed (the change's own announcement reached no stream of it).
    const { id } = await flow.createRequest();
    const now = new Map<string, ReturnType<typeof clienteActor>>();
    const dispatched: string[] = [];
    const hub = new LiveHub({
      db: t.app.db,
      listen: t.handle.listen,
      log: t.app.log,
      heartbeatMs: 60_000,
      findActiveActors: async () => now,
    });
    hub.onEvent((row) => dispatched.push(String(row.data.message_text)));
    await hub.start();
    try {
      // Deactivated: the stream ends at once.
      const deactivated = recordingSocket();
      await hub.open(clienteActor(), deactivated.response, undefined);
      expect(hub.size).toBe(0);
      expect(deactivated.response.writableEnded).toBe(true);

      // An admin demoted to cliente: scoped as a cliente from the start.
      const strangerId = randomUUID();
      now.set(strangerId, { ...clienteActor(), id: strangerId });
      const demoted = recordingSocket();
      await hub.open({ ...clienteActor(), id: strangerId, role: 'admin' }, demoted.response, undefined);
      expect(hub.size).toBe(1);
      await commitGestorMessage(id, 'de otro cliente');
      await vi.waitFor(() => expect(dispatched).toContain('de otro cliente'));
      expect(demoted.written()).not.toContain('de otro cliente');
    } finally {
      await hub.stop();
    }
  });

  it("a heartbeat's account check never ends a stream opened while it was reading the accounts", async () => {
    // Each heartbeat re-reads the accounts of the streams open when it starts; one opened meanwhile is not
    // in its answer, and must not be taken for a deactivated account (it was, under PostgreSQL's latency).
    const first = clienteActor();
    const second = { ...clienteActor(), id: randomUUID() };
    const known = new Map([
      [first.id, first],
      [second.id, second],
    ]);
    let holdNext = false;
    let isHeld = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hub = new LiveHub({
      db: t.app.db,
      listen: t.handle.listen,
      log: t.app.log,
      heartbeatMs: 20,
      findActiveActors: async (ids: string[]) => {
        if (holdNext && ids.length === 1 && ids[0] === first.id) {
          holdNext = false;
          isHeld = true;
          await gate;
        }
        return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
      },
    });
    await hub.start();
    try {
      await hub.open(first, recordingSocket().response, undefined);
      holdNext = true;
      await vi.waitFor(() => expect(isHeld).toBe(true));
      const opened = recordingSocket();
      await hub.open(second, opened.response, undefined);
      expect(hub.size).toBe(2);
      release();
      // Later heartbeats read both accounts again; the stream stays open through them.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(opened.response.writableEnded).toBe(false);
      expect(hub.size).toBe(2);
    } finally {
      release();
      await hub.stop();
    }
  });

  it('ignores a Last-Event-ID this log never issued and starts from the present', async () => {
    const stream = await open(flow.tokens.cliente, '999999999999');
    await vi.waitFor(() => expect(stream.positions).toHaveLength(1));
    const { id } = await flow.createRequest();
    await flow.say(id, 'después', flow.tokens.gestor);
    await stream.waitFor(message(id, 'después'));
  });

  it('announces nothing of a change whose transaction rolled back', async () => {
    const { id } = await flow.createRequest();
    const stream = await open(flow.tokens.cliente);
    await expect(
      t.app.db.transaction(async (tx) => {
        await publishRequestEvent(
          tx,
          { id, clientId: flow.ids.cliente, assignedGestorId: flow.ids.gestor },
          'chat.message',
          {
            id: '00000000-0000-0000-0000-000000000000',
            tramite_request_id: id,
            sender_id: null,
            sender_name: 'Sistema',
            sender_role: 'system',
            message_text: 'nunca',
            is_system_message: true,
            created_at: new Date().toISOString(),
          },
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await flow.say(id, 'después del rollback', flow.tokens.gestor);
    await stream.waitFor(message(id, 'después del rollback'));
    expect(stream.events.filter(message(id, 'nunca'))).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(liveEvents)
      .where(sql`${liveEvents.data}->>'message_text' = 'nunca'`);
    expect(rows).toEqual([]);
  });

  it('counts the open streams in /api/metrics', async () => {
    const gauge = async () => {
      const text = (
        await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(flow.tokens.admin) })
      ).body;
      return Number(/^tramites_live_streams (\d+)$/m.exec(text)?.[1]);
    };
    await vi.waitFor(async () => expect(await gauge()).toBe(0));
    const a = await open(flow.tokens.cliente);
    await open(flow.tokens.gestor);
    expect(await gauge()).toBe(2);
    await a.close();
    await vi.waitFor(async () => expect(await gauge()).toBe(1));
  });

  it("ends a deactivated account's stream at the next heartbeat", async () => {
    const user = await registerUser(t.app);
    const stream = await open(user.token);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(flow.tokens.admin),
      payload: { is_active: false },
    });
    expect(response.statusCode).toBe(200);
    await stream.whenEnded();
  });

  it('keeps the replay window of events and prunes what is older', async () => {
    const old = new Date(Date.now() - LIVE_REPLAY_WINDOW_MS - 60_000);
    const recent = new Date(Date.now() - LIVE_REPLAY_WINDOW_MS + 60_000);
    const [oldRow] = await t.app.db
      .insert(liveEvents)
      .values({ type: 'chat.message', data: {}, createdAt: old })
      .returning();
    const [recentRow] = await t.app.db
      .insert(liveEvents)
      .values({ type: 'chat.message', data: {}, createdAt: recent })
      .returning();
    await pruneLiveEvents(t.app.db, new Date(Date.now() - LIVE_REPLAY_WINDOW_MS));
    expect(await t.app.db.select().from(liveEvents).where(eq(liveEvents.id, oldRow!.id))).toEqual([]);
    expect(await t.app.db.select().from(liveEvents).where(eq(liveEvents.id, recentRow!.id))).toHaveLength(1);
  });
});

describe('closing the server', () => {
  it('ends the open streams, and app.close() does not wait for the clients', async () => {
    const other = await createTestApp();
    const token = await loginAs(other.app, 'cliente@demo.mx');
    const stream = await EventStreamClient.open(await baseUrlOf(other.app), token);
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.whenEnded();
  });
});
