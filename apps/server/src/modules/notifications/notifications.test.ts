import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { baseUrlOf, EventStreamClient } from '../../test/event-stream.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';

interface NotificationDto {
  id: string;
  type: string;
  message: string;
  tramite_request_id: string | null;
  created_at: string;
  read_at: string | null;
}

let t: TestApp;
let flow: RequestFlow;

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

/** The user's unread notifications, newest first. */
async function unread(token: string): Promise<NotificationDto[]> {
  const page = (await call('GET', '/api/notifications?limit=100', token)).json();
  return page.notifications.filter((n: NotificationDto) => n.read_at === null);
}
const about = (list: NotificationDto[], requestId: string) =>
  list.filter((n) => n.tramite_request_id === requestId).map((n) => n.message);

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const token of Object.values(flow.tokens)) {
    await call('PUT', '/api/notifications/read-all', token);
  }
});

describe('notification endpoints', () => {
  it('answer 401 without a session, before looking at the input', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/notifications?limit=0'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', '/api/notifications/x/read'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings', { email: 'quizá' }],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('list the newest first with the unread count, paginated, refusing bad pages with 422', async () => {
    await flow.createRequest();
    await flow.createRequest();
    const page = (await call('GET', '/api/notifications?limit=1&offset=0', flow.tokens.gestor)).json();
    expect(page.notifications).toHaveLength(1);
    expect(page.unread_count).toBe(2);
    expect(page.notifications[0]).toEqual({
      id: expect.any(String),
      type: 'info',
      kind: 'assignment',
      message: expect.stringMatching(/^Se te asignó la solicitud TMX-/),
      tramite_request_id: expect.any(String),
      created_at: expect.any(String),
      read_at: null,
    });
    const second = (await call('GET', '/api/notifications?limit=1&offset=1', flow.tokens.gestor)).json();
    expect(second.notifications[0].id).not.toBe(page.notifications[0].id);
    expect(new Date(second.notifications[0].created_at) <= new Date(page.notifications[0].created_at)).toBe(
      true,
    );
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=muchos']) {
      const response = await call('GET', `/api/notifications?${query}`, flow.tokens.gestor);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail).not.toMatch(/Invalid|expected/);
    }
  });

  it("mark one's own notification read; another user's, or none, is 404", async () => {
    await flow.createRequest();
    const [mine] = await unread(flow.tokens.gestor);
    const read = await call('PUT', `/api/notifications/${mine!.id}/read`, flow.tokens.gestor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: mine!.id, read_at: expect.any(String) });
    const again = await call('PUT', `/api/notifications/${mine!.id}/read`, flow.tokens.gestor);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect(await unread(flow.tokens.gestor)).toEqual([]);

    await flow.createRequest();
    const [gestors] = await unread(flow.tokens.gestor);
    for (const [id, token] of [
      [gestors!.id, flow.tokens.cliente],
      [gestors!.id, flow.tokens.admin],
      ['00000000-0000-0000-0000-000000000000', flow.tokens.gestor],
      ['no-es-un-id', flow.tokens.gestor],
    ] as const) {
      const response = await call('PUT', `/api/notifications/${id}/read`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Notificación no encontrada');
    }
    expect((await unread(flow.tokens.gestor)).map((n) => n.id)).toEqual([gestors!.id]);
  });

  it('mark all read', async () => {
    await flow.createRequest();
    await flow.createRequest();
    const response = await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    expect(response.json()).toEqual({ marked: 2, unread_count: 0 });
    expect((await call('PUT', '/api/notifications/read-all', flow.tokens.gestor)).json()).toEqual({
      marked: 0,
      unread_count: 0,
    });
  });

  it('keep each user’s email setting: on by default, switched off and on, 422 for anything else', async () => {
    const user = await registerUser(t.app);
    expect((await call('GET', '/api/notifications/settings', user.token)).json()).toEqual({ email: true });
    const off = await call('PUT', '/api/notifications/settings', user.token, { email: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email: false });
    expect((await call('GET', '/api/notifications/settings', user.token)).json()).toEqual({ email: false });
    expect((await call('GET', '/api/notifications/settings', flow.tokens.cliente)).json()).toEqual({
      email: true,
    });
    for (const body of [{ email: 'no' }, {}]) {
      const bad = await call('PUT', '/api/notifications/settings', user.token, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('email');
    }
    expect((await call('PUT', '/api/notifications/settings', user.token, { email: true })).json()).toEqual({
      email: true,
    });
  });
});

describe('who hears of what', () => {
  it('the gestor hears of a new assignment, automatic or by an admin', async () => {
    const { id, folio } = await flow.createRequest();
    expect(about(await unread(flow.tokens.gestor), id)).toEqual([
      `Se te asignó la solicitud ${folio} (${flow.fixedTramite.name}).`,
    ]);
    const otherGestor = await loginAs(t.app, 'gestor2@demo.mx');
    await call('PUT', '/api/notifications/read-all', otherGestor);
    const gestor2 = (await call('GET', '/api/auth/me', otherGestor)).json().id;
    const reassigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/solicitudes/${id}/assign-gestor?new_gestor_id=${gestor2}`,
      headers: bearer(flow.tokens.admin),
    });
    expect(reassigned.statusCode).toBe(200);
    expect(about(await unread(otherGestor), id)).toEqual([
      expect.stringMatching(/^Se te asignó la solicitud/),
    ]);
  });

  it('the client hears of a quotation, with its amount, and not also of the status it moves to', async () => {
    const { id, folio } = await flow.createRequest({ variable: true });
    await flow.quote(id, '1500.00');
    const list = await unread(flow.tokens.cliente);
    expect(about(list, id)).toEqual([
      `Recibiste una cotización de $1,500.00 MXN para tu solicitud ${folio} (${flow.variableTramite.name}).`,
    ]);
    expect(list.find((n) => n.tramite_request_id === id)!.type).toBe('info');
    await flow.quote(id, '1800.00');
    expect(about(await unread(flow.tokens.cliente), id)[0]).toMatch(
      /^Se actualizó la cotización .*: \$1,800\.00 MXN\.$/,
    );
  });

  it('the client hears where a request ends up after a move by staff, once for the whole chain', async () => {
    const { id, folio } = await flow.createRequest();
    await flow.pay(id);
    // The payment itself is news too (its e-mail carries the receipt): issue 24. Both are written in one
    // transaction, so they share a timestamp and their order is not the point.
    const afterPayment = about(await unread(flow.tokens.cliente), id);
    expect(afterPayment).toHaveLength(2);
    expect(afterPayment).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^Recibimos tu pago de \\$[\\d,.]+ MXN para tu solicitud ${folio} `),
        ),
        `Tu solicitud ${folio} (${flow.fixedTramite.name}) pasó a «Esperando documentos».`,
      ]),
    );
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
    const [cancelled] = await unread(flow.tokens.cliente);
    expect(cancelled).toMatchObject({
      type: 'warning',
      message: expect.stringMatching(/pasó a «Cancelado»\.$/),
    });
  });

  it('the client does not hear of what they did themselves', async () => {
    const { id } = await flow.createRequest();
    await flow.changeStatus(id, 'cancelado', flow.tokens.cliente);
    expect(about(await unread(flow.tokens.cliente), id)).toEqual([]);
  });

  it('the gestor hears of an upload (and of a new version); the client of no status it caused', async () => {
    const { id, folio } = await flow.createRequest();
    await flow.pay(id);
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    const [first, second] = flow.fixedTramite.requiredDocuments;
    const documentId = await flow.upload(id, first!);
    expect(about(await unread(flow.tokens.gestor), id)).toEqual([
      `María López (demo) subió «${first}» en ${folio} (${flow.fixedTramite.name}).`,
    ]);
    await flow.reject(documentId, 'Ilegible');
    await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    await flow.upload(id, first!);
    expect(about(await unread(flow.tokens.gestor), id)[0]).toContain(
      `subió una nueva versión de «${first}» (versión 2)`,
    );
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    // The last upload moves the request to review, by the client's own doing.
    for (const name of flow.fixedTramite.requiredDocuments.slice(1)) {
      await flow.upload(id, name);
    }
    expect(second).toBeDefined();
    expect(about(await unread(flow.tokens.cliente), id)).toEqual([]);
    // The gestor uploading on the client's behalf is not told of their own upload.
    await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    await flow.upload(id, first!, flow.tokens.gestor);
    expect(about(await unread(flow.tokens.gestor), id)).toEqual([]);
  });

  it('the client hears of a rejected document with its reason, and of all documents approved', async () => {
    const { id, folio } = await flow.createRequest();
    await flow.pay(id);
    const uploaded = [];
    for (const name of flow.fixedTramite.requiredDocuments) {
      uploaded.push(await flow.upload(id, name));
    }
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    await flow.reject(uploaded[0]!, 'La foto está borrosa.');
    const [rejected] = await unread(flow.tokens.cliente);
    expect(rejected).toMatchObject({
      type: 'error',
      tramite_request_id: id,
      message: `Se rechazó «${flow.fixedTramite.requiredDocuments[0]}» de tu solicitud ${folio} (${flow.fixedTramite.name}). Motivo: La foto está borrosa. Sube una nueva versión.`,
    });
    expect(about(await unread(flow.tokens.cliente), id)).toHaveLength(1);

    uploaded[0] = await flow.upload(id, flow.fixedTramite.requiredDocuments[0]!);
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    for (const documentId of uploaded) {
      await flow.approve(documentId);
    }
    const list = await unread(flow.tokens.cliente);
    expect(about(list, id)).toEqual([
      `Se aprobaron todos los documentos de tu solicitud ${folio} (${flow.fixedTramite.name}).`,
    ]);
    expect(list[0]!.type).toBe('success');
  });

  it('the client hears of a message while away, once until read; not while connected', async () => {
    const { id, folio } = await flow.createRequest();
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    await flow.say(id, 'Necesito una copia de tu INE por ambos lados, por favor.', flow.tokens.gestor);
    await flow.say(id, 'Gracias', flow.tokens.gestor);
    const list = await unread(flow.tokens.cliente);
    expect(about(list, id)).toEqual([
      `Nuevo mensaje de Jorge Ramírez (demo) en ${folio} (${flow.fixedTramite.name}): «Necesito una copia de tu INE por ambos lados, por favor.»`,
    ]);
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, list[0]!.id));
    // Queued for the email worker (which, without SMTP_URL, logs it at once).
    expect(row!.emailStatus).not.toBe('skipped');
    await call('PUT', `/api/notifications/${list[0]!.id}/read`, flow.tokens.cliente);
    await flow.say(id, 'x'.repeat(120), flow.tokens.gestor);
    expect(about(await unread(flow.tokens.cliente), id)).toEqual([
      expect.stringMatching(new RegExp(`: «${'x'.repeat(79)}…»$`)),
    ]);

    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    const stream = await EventStreamClient.open(await baseUrlOf(t.app), flow.tokens.cliente);
    try {
      await t.app.live.presenceSettled();
      await flow.say(id, '¿Estás ahí?', flow.tokens.gestor);
      await stream.waitFor((event) => event.data.message_text === '¿Estás ahí?');
      expect(about(await unread(flow.tokens.cliente), id)).toEqual([]);
    } finally {
      await stream.close();
    }
    await vi.waitFor(async () => {
      await t.app.live.presenceSettled();
      expect(t.app.live.size).toBe(0);
    });
    await flow.say(id, 'Te escribo de nuevo', flow.tokens.gestor);
    expect(about(await unread(flow.tokens.cliente), id)).toHaveLength(1);
  });

  it('the gestor hears of every message not theirs (once until read), emailed only while away', async () => {
    const { id } = await flow.createRequest();
    await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    const stream = await EventStreamClient.open(await baseUrlOf(t.app), flow.tokens.gestor);
    try {
      await t.app.live.presenceSettled();
      await flow.say(id, 'Ya subí todo', flow.tokens.cliente);
      await flow.say(id, '¿Lo revisas?', flow.tokens.cliente);
      const list = await unread(flow.tokens.gestor);
      expect(about(list, id)).toEqual([
        expect.stringMatching(/^Nuevo mensaje de María López \(demo\) en .*: «Ya subí todo»$/),
      ]);
      const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, list[0]!.id));
      expect(row!.emailStatus).toBe('skipped');
    } finally {
      await stream.close();
    }
    // The gestor's own message notifies the client (away), never the gestor.
    await call('PUT', '/api/notifications/read-all', flow.tokens.gestor);
    await flow.say(id, 'Sí, hoy mismo', flow.tokens.gestor);
    expect(about(await unread(flow.tokens.gestor), id)).toEqual([]);
  });

  it("the server's own system messages are not announced as messages", async () => {
    const { id } = await flow.createRequest();
    await call('PUT', '/api/notifications/read-all', flow.tokens.cliente);
    await flow.pay(id);
    expect(about(await unread(flow.tokens.cliente), id).filter((m) => m.startsWith('Nuevo mensaje'))).toEqual(
      [],
    );
  });

  it('every admin hears of a gestor waiting for approval; a new client is no news', async () => {
    await registerUser(t.app, { role: 'cliente', name: 'Cliente Nuevo' });
    expect(await unread(flow.tokens.admin)).toEqual([]);
    await registerUser(t.app, { role: 'gestor', name: 'Rosa Gestora', email: 'rosa.gestora@example.mx' });
    expect(await unread(flow.tokens.admin)).toEqual([
      expect.objectContaining({
        type: 'warning',
        tramite_request_id: null,
        message: 'Rosa Gestora (rosa.gestora@example.mx) se registró como gestor y espera tu aprobación.',
      }),
    ]);
  });
});
