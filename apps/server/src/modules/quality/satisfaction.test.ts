import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tramiteRequests } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { composeEmail } from '../notifications/email-outbox.ts';
import { listActiveAdmins } from '../users/users.service.ts';
import { completedRequest, notificationsOf } from './quality-test-helpers.ts';

let t: TestApp;
let flow: RequestFlow;
let completed: { id: string; folio: string };
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  completed = await completedRequest(flow);
  stranger = (await registerUser(t.app)).token;
});
afterAll(async () => t.close());

const rate = (id: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/solicitudes/${id}/satisfaction`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const ratingOf = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/solicitudes/${id}/satisfaction`, headers: bearer(token) });

describe('asking for satisfaction on completion', () => {
  it('asks the client once, in the app and by e-mail, when the request is completed', async () => {
    const asked = await notificationsOf(t.app.db, completed.id, 'satisfaction_request');
    expect(asked).toEqual([
      { userId: flow.ids.cliente, message: expect.stringContaining('¿Cómo te atendimos?') },
    ]);
    const [row] = await t.app.db
      .select({ askedAt: tramiteRequests.satisfactionAskedAt })
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, completed.id));
    expect(row!.askedAt).not.toBeNull();
  });

  it("e-mails the question with a link to the request's rating card", async () => {
    const [row] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, completed.id), eq(notifications.kind, 'satisfaction_request')));
    // Sent by the outbox after the commit (not skipped).
    expect(row!.emailStatus).not.toBe('skipped');
    const email = composeEmail(row!, { name: 'María', email: 'cliente@demo.mx' }, 'https://tramites.example');
    expect(email.subject).toBe('¿Cómo te atendimos? · Trámites MX');
    expect(email.text).toContain(
      `Calificar la atención: https://tramites.example/solicitud/${completed.id}#opinion`,
    );
  });

  it('does not ask again when a reopened request is completed a second time', async () => {
    const request = await completedRequest(flow);
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/tramites/${request.id}/status`,
      headers: bearer(flow.tokens.admin),
      payload: { new_status: 'listo_para_entrega', reason: 'Faltaba entregar un acuse' },
    });
    expect(reopened.statusCode).toBe(200);
    await flow.changeStatus(request.id, 'completado', flow.tokens.gestor);
    expect(await notificationsOf(t.app.db, request.id, 'satisfaction_request')).toHaveLength(1);
  });
});

describe('POST /api/solicitudes/{id}/satisfaction', () => {
  it('answers 401 without a session, 403 to staff and to other clients (before validating the body)', async () => {
    expect((await rate(completed.id, { stars: 5 })).statusCode).toBe(401);
    const asGestor = await rate(completed.id, { stars: 5 }, flow.tokens.gestor);
    expect(asGestor.statusCode).toBe(403);
    expect(asGestor.json().detail).toBe('Solo el cliente de la solicitud puede calificarla');
    expect((await rate(completed.id, { stars: 5 }, flow.tokens.admin)).statusCode).toBe(403);
    expect((await rate(completed.id, { stars: 9 }, stranger)).statusCode).toBe(403);
    expect(
      (await rate('00000000-0000-4000-8000-000000000000', { stars: 5 }, flow.tokens.cliente)).statusCode,
    ).toBe(404);
  });

  it('validates the stars (1 to 5, whole) and the comment (at most 1000 characters) with 422', async () => {
    for (const stars of [0, 6, 4.5, '5', null]) {
      const response = await rate(completed.id, { stars }, flow.tokens.cliente);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ field: 'stars', message: 'Elige de 1 a 5 estrellas' });
    }
    const long = await rate(completed.id, { stars: 4, comment: 'a'.repeat(1001) }, flow.tokens.cliente);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].message).toBe('El comentario no puede pasar de 1000 caracteres');
  });

  it('refuses a request that is not completed with 409', async () => {
    const open = await flow.createRequest();
    const response = await rate(open.id, { stars: 5 }, flow.tokens.cliente);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Solo se puede calificar una solicitud completada');
  });

  it('rates once: the second time is 409, and a good score notifies nobody', async () => {
    const first = await rate(
      completed.id,
      { stars: 5, comment: '  Muy rápido, gracias.  ' },
      flow.tokens.cliente,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      tramite_request_id: completed.id,
      stars: 5,
      comment: 'Muy rápido, gracias.',
    });

    const second = await rate(completed.id, { stars: 1 }, flow.tokens.cliente);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Ya calificaste esta solicitud. ¡Gracias!');
    expect(await notificationsOf(t.app.db, completed.id, 'satisfaction_low')).toEqual([]);

    for (const token of [flow.tokens.cliente, flow.tokens.gestor, flow.tokens.admin]) {
      const read = await ratingOf(completed.id, token);
      expect(read.statusCode).toBe(200);
      expect(read.json().satisfaction).toMatchObject({ stars: 5, comment: 'Muy rápido, gracias.' });
    }
    expect((await ratingOf(completed.id, stranger)).statusCode).toBe(403);
  });

  it('answers null before the client rates', async () => {
    const open = await flow.createRequest();
    expect((await ratingOf(open.id, flow.tokens.cliente)).json()).toEqual({ satisfaction: null });
  });

  it('notifies every admin of a low score (1 or 2 stars), with the comment', async () => {
    const request = await completedRequest(flow);
    const response = await rate(request.id, { stars: 2, comment: 'Nadie me contestó' }, flow.tokens.cliente);
    expect(response.statusCode).toBe(201);
    const notified = await notificationsOf(t.app.db, request.id, 'satisfaction_low');
    const admins = (await listActiveAdmins(t.app.db)).map((admin) => admin.id);
    expect(new Set(notified.map((row) => row.userId))).toEqual(new Set(admins));
    expect(notified[0]!.message).toContain('con 2 de 5 estrellas');
    expect(notified[0]!.message).toContain('«Nadie me contestó»');
  });
});
