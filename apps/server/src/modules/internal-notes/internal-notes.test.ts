import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf, EventStreamClient } from '../../test/event-stream.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';

let t: TestApp;
let flow: RequestFlow;
let base: string;
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  base = await baseUrlOf(t.app);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});
afterAll(() => t.close());

const notesUrl = (id: string) => `/api/solicitudes/${id}/internal-notes`;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const writeNote = (id: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: notesUrl(id), headers: bearer(token), payload: payload as object });

/** A note text no other test writes, so a search for it finds only that note. */
const secretText = () => `Nota secreta ${randomUUID()}`;

async function openStream(token: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(base, token);
  opened.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

describe('internal notes: who may read and write them', () => {
  it('lets the assigned gestor and an admin write and read them, oldest first, with the author', async () => {
    const { id } = await flow.createRequest();
    const first = await writeNote(id, flow.tokens.gestor, { body: '  Llamó: trae la INE el lunes  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      tramite_request_id: id,
      body: 'Llamó: trae la INE el lunes',
      author_id: flow.ids.gestor,
      author_role: 'gestor',
    });
    expect((await writeNote(id, flow.tokens.admin, { body: 'Revisar el pago' })).statusCode).toBe(201);

    for (const token of [flow.tokens.gestor, flow.tokens.admin]) {
      const list = await get(notesUrl(id), token);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((note: { body: string }) => note.body)).toEqual([
        'Llamó: trae la INE el lunes',
        'Revisar el pago',
      ]);
      expect(list.json()[1].author_role).toBe('admin');
    }
  });

  it('refuses the client with 403, even on their own request, for reading and for writing', async () => {
    const { id } = await flow.createRequest();
    await writeNote(id, flow.tokens.gestor, { body: secretText() });
    const read = await get(notesUrl(id), flow.tokens.cliente);
    expect(read.statusCode).toBe(403);
    expect(read.json().detail).toBe('Las notas internas son solo para el equipo de la gestoría');
    expect(read.body).not.toContain('Nota secreta');
    // 403 whatever the body: the role is checked before anything is validated.
    expect((await writeNote(id, flow.tokens.cliente, { body: 'hola' })).statusCode).toBe(403);
    expect((await writeNote(id, flow.tokens.cliente, {})).statusCode).toBe(403);
  });

  it('answers 401 without a session, 403 to a gestor the request is not assigned to, 404 to an unknown request', async () => {
    const { id } = await flow.createRequest();
    expect((await t.app.inject({ method: 'GET', url: notesUrl(id) })).statusCode).toBe(401);
    const otherGestor = await loginAs(t.app, 'gestor2@demo.mx');
    expect((await get(notesUrl(id), otherGestor)).statusCode).toBe(403);
    expect((await writeNote(id, otherGestor, { body: 'no' })).statusCode).toBe(403);
    expect((await get(notesUrl(randomUUID()), flow.tokens.gestor)).statusCode).toBe(404);
    expect((await get(notesUrl('no-es-un-id'), flow.tokens.gestor)).statusCode).toBe(404);
  });

  it('refuses a blank, missing or oversized note with 422 and Spanish messages', async () => {
    const { id } = await flow.createRequest();
    const blank = await writeNote(id, flow.tokens.gestor, { body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      detail: 'La nota no puede estar vacía',
      errors: [{ field: 'body', message: 'La nota no puede estar vacía' }],
    });
    expect((await writeNote(id, flow.tokens.gestor, {})).statusCode).toBe(422);
    const long = await writeNote(id, flow.tokens.gestor, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('La nota no puede tener más de 2000 caracteres');
  });

  it('still takes notes on a closed request', async () => {
    const { id } = await flow.createRequest();
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
    expect(
      (await writeNote(id, flow.tokens.gestor, { body: 'El cliente desistió por teléfono' })).statusCode,
    ).toBe(201);
  });
});

describe('internal notes never reach the client', () => {
  it('are in none of the client’s views: detail, timeline, chat, notifications, export', async () => {
    const { id } = await flow.createRequest();
    const text = secretText();
    expect((await writeNote(id, flow.tokens.gestor, { body: text })).statusCode).toBe(201);
    expect((await writeNote(id, flow.tokens.admin, { body: `${text} (admin)` })).statusCode).toBe(201);

    for (const url of [
      `/api/solicitudes/${id}/complete`,
      `/api/solicitudes/${id}/timeline`,
      `/api/tramite-requests/${id}/messages`,
      `/api/tramite-requests/${id}/documents`,
      '/api/notifications?limit=100',
      '/api/solicitudes/enriched',
      '/api/tramites/my-requests',
      '/api/tramites/my-actions',
    ]) {
      const response = await get(url, flow.tokens.cliente);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(text);
    }

    const exported = await get('/api/privacy/export', flow.tokens.cliente);
    expect(exported.statusCode).toBe(200);
    const entries = await unzip(exported.rawPayload);
    const manifest = entries.get('manifest.json')!.toString('utf8');
    expect(manifest).toContain(id);
    expect(manifest).not.toContain(text);
  });

  it('reach the gestor’s and the admins’ live streams, never the client’s (live or replayed)', async () => {
    const { id } = await flow.createRequest();
    const clientStream = await openStream(flow.tokens.cliente);
    const gestorStream = await openStream(flow.tokens.gestor);
    const adminStream = await openStream(flow.tokens.admin);
    const text = secretText();
    expect((await writeNote(id, flow.tokens.gestor, { body: text })).statusCode).toBe(201);

    const isNote = (event: { event: string; data: { body?: string } }) =>
      event.event === 'internal_note.created' && event.data.body === text;
    const received = await gestorStream.waitFor(isNote);
    expect(received.data).toMatchObject({ tramite_request_id: id, author_id: flow.ids.gestor });
    await adminStream.waitFor(isNote);

    // A chat message after the note reaches the client: by then the note would have too.
    await flow.say(id, 'Mensaje después de la nota', flow.tokens.gestor);
    await clientStream.waitFor(
      (event) => event.event === 'chat.message' && event.data.message_text === 'Mensaje después de la nota',
    );
    expect(clientStream.events.some((event) => event.event === 'internal_note.created')).toBe(false);
    expect(JSON.stringify(clientStream.events)).not.toContain(text);

    // A reconnect replays what the client may see from before the note: the note is not among it.
    const replay = await EventStreamClient.open(base, flow.tokens.cliente, {
      lastEventId: String(Number(clientStream.events[0]!.id) - 1),
    });
    opened.push(replay);
    await replay.waitFor(
      (event) => event.event === 'chat.message' && event.data.message_text === 'Mensaje después de la nota',
    );
    expect(JSON.stringify(replay.events)).not.toContain(text);
  });
});
