import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, liveEvents } from '../../db/schema/index.ts';
import {
  bearer,
  createAssignedRequest,
  createTestApp,
  loginAs,
  registerUser,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let cliente: string;
let gestor: string;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  cliente = await loginAs(t.app, 'cliente@demo.mx');
  gestor = await loginAs(t.app, 'gestor@demo.mx');
  const admin = await loginAs(t.app, 'admin@demo.mx');
  // Its own request, not one of the demo seed's: the chat below starts from the creation messages only.
  requestId = (await createAssignedRequest(t.app, { cliente, gestor, admin })).id;
});
afterAll(() => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('chat', () => {
  it('stores messages from the client and the assigned gestor, shown in order with the system ones', async () => {
    expect(
      (await post(`/api/tramite-requests/${requestId}/messages`, cliente, { message_text: ' Hola ' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(`/api/tramite-requests/${requestId}/messages`, gestor, { message_text: '<b>Hola</b>' }))
        .statusCode,
    ).toBe(201);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tramite-requests/${requestId}/messages`,
        headers: bearer(cliente),
      })
    ).json();
    const texts = list.map((m: { message_text: string }) => m.message_text);
    expect(texts.slice(-2)).toEqual(['Hola', '<b>Hola</b>']);
    expect(list.some((m: { is_system_message: boolean }) => m.is_system_message)).toBe(true);
  });

  it('refuses empty and too long messages', async () => {
    const empty = await post(`/api/tramite-requests/${requestId}/messages`, cliente, { message_text: '   ' });
    expect(empty.statusCode).toBe(422);
    const long = await post(`/api/tramite-requests/${requestId}/messages`, cliente, {
      message_text: 'x'.repeat(501),
    });
    expect(long.json().detail).toBe('El mensaje no puede tener más de 500 caracteres');
  });

  it('keeps strangers out', async () => {
    const stranger = await registerUser(t.app);
    expect(
      (await post(`/api/tramite-requests/${requestId}/messages`, stranger.token, { message_text: 'hola' }))
        .statusCode,
    ).toBe(403);
  });

  it('lets only staff send system notifications', async () => {
    const url = `/api/chat/send-system-notification?tramite_request_id=${requestId}&message=${encodeURIComponent('Bienvenido')}`;
    expect((await post(url, cliente)).statusCode).toBe(403);
    const sent = await post(url, gestor);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ is_system_message: true, message_text: 'Bienvenido' });
  });

  it('announces each system message live as the API returns it, the audit row written with it', async () => {
    const messages = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tramite-requests/${requestId}/messages`,
        headers: bearer(cliente),
      })
    ).json() as { id: string; is_system_message: boolean }[];
    const system = messages.filter((message) => message.is_system_message);
    expect(system.length).toBeGreaterThan(1);
    // Written with one statement per event (audit, message, live event): each must still be complete.
    const events = await t.app.db
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.requestId, requestId), eq(liveEvents.type, 'chat.message')));
    for (const message of system) {
      expect(events.map((event) => event.data)).toContainEqual({ ...message, tramite_request_id: requestId });
    }
    const audited = await t.app.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
    expect(audited.map((event) => event.action)).toEqual(
      expect.arrayContaining(['created', 'gestor_assigned']),
    );
  });
});
