import { randomUUID } from 'node:crypto';
import { formatLongDate, formatMXN } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUICK_REPLIES } from '../../db/seed/quick-replies.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let flow: RequestFlow;
let otherGestor: string;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  otherGestor = await loginAs(t.app, 'gestor2@demo.mx');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const titles = async (token: string) =>
  (await call('GET', '/api/quick-replies', token)).json().map((reply: { title: string }) => reply.title);
const create = async (token: string, payload: object) => {
  const response = await call('POST', '/api/quick-replies', token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; title: string; scope: string; can_edit: boolean };
};

describe('ready replies: who sees and edits which', () => {
  it('lists the gestoría’s (seeded in the demo) and the caller’s own, never another person’s', async () => {
    const mine = await create(flow.tokens.gestor, { title: `Mía ${randomUUID()}`, body: 'Hola {nombre}' });
    expect(mine).toMatchObject({ scope: 'personal', can_edit: true });
    const gestorList = await call('GET', '/api/quick-replies', flow.tokens.gestor);
    expect(gestorList.statusCode).toBe(200);
    const seeded = gestorList.json().filter((reply: { scope: string }) => reply.scope === 'gestoria');
    expect(seeded.map((reply: { title: string }) => reply.title).sort()).toEqual(
      DEMO_QUICK_REPLIES.map((reply) => reply.title).sort(),
    );
    // A gestor reads the gestoría's replies but does not edit them.
    expect(seeded.every((reply: { can_edit: boolean }) => !reply.can_edit)).toBe(true);
    expect(await titles(flow.tokens.gestor)).toContain(mine.title);
    expect(await titles(otherGestor)).not.toContain(mine.title);
    expect(await titles(flow.tokens.admin)).not.toContain(mine.title);
  });

  it('is staff only: 401 without a session, 403 for a client', async () => {
    expect((await call('GET', '/api/quick-replies')).statusCode).toBe(401);
    expect((await call('GET', '/api/quick-replies', flow.tokens.cliente)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/quick-replies', flow.tokens.cliente, { title: 'a', body: 'b' })).statusCode,
    ).toBe(403);
  });

  it('lets an admin create, edit and delete the gestoría’s, which every staff member then sees', async () => {
    const title = `Gestoría ${randomUUID()}`;
    const shared = await create(flow.tokens.admin, { title, body: 'Texto {folio}', scope: 'gestoria' });
    expect(shared).toMatchObject({ scope: 'gestoria', can_edit: true });
    expect(await titles(flow.tokens.gestor)).toContain(title);
    expect(await titles(otherGestor)).toContain(title);

    const edited = await call('PUT', `/api/quick-replies/${shared.id}`, flow.tokens.admin, {
      title: `${title} editada`,
      body: 'Nuevo texto',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: `${title} editada`,
      body: 'Nuevo texto',
      scope: 'gestoria',
    });

    expect((await call('DELETE', `/api/quick-replies/${shared.id}`, flow.tokens.admin)).statusCode).toBe(204);
    expect(await titles(flow.tokens.gestor)).not.toContain(`${title} editada`);
    expect((await call('DELETE', `/api/quick-replies/${shared.id}`, flow.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses a gestor the gestoría’s replies and another person’s private ones (403), 404 for unknown', async () => {
    const shared = await create(flow.tokens.admin, {
      title: `G ${randomUUID()}`,
      body: 'x',
      scope: 'gestoria',
    });
    const gestorCreatesShared = await call('POST', '/api/quick-replies', flow.tokens.gestor, {
      title: 'Para todos',
      body: 'x',
      scope: 'gestoria',
    });
    expect(gestorCreatesShared.statusCode).toBe(403);
    expect(gestorCreatesShared.json().detail).toBe(
      'Solo un administrador puede editar las respuestas de la gestoría',
    );
    // The role decides before the body is checked: an empty body is still 403.
    expect(
      (await call('PUT', `/api/quick-replies/${shared.id}`, flow.tokens.gestor, { title: '', body: '' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/quick-replies/${shared.id}`, flow.tokens.gestor)).statusCode).toBe(
      403,
    );

    const private_ = await create(otherGestor, { title: `Privada ${randomUUID()}`, body: 'x' });
    for (const token of [flow.tokens.gestor, flow.tokens.admin]) {
      expect(
        (await call('PUT', `/api/quick-replies/${private_.id}`, token, { title: 'a', body: 'b' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/quick-replies/${private_.id}`, token)).statusCode).toBe(403);
    }
    expect(
      (await call('PUT', `/api/quick-replies/${randomUUID()}`, flow.tokens.gestor, { title: 'a', body: 'b' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/quick-replies/nada', flow.tokens.gestor)).statusCode).toBe(404);
  });

  it('lets a gestor keep, edit and delete private ones', async () => {
    const mine = await create(flow.tokens.gestor, { title: `P ${randomUUID()}`, body: 'uno' });
    const edited = await call('PUT', `/api/quick-replies/${mine.id}`, flow.tokens.gestor, {
      title: 'Renombrada',
      body: 'dos',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renombrada', body: 'dos', scope: 'personal' });
    expect((await call('DELETE', `/api/quick-replies/${mine.id}`, flow.tokens.gestor)).statusCode).toBe(204);
  });

  it('validates title and text with Spanish messages (422)', async () => {
    const missing = await call('POST', '/api/quick-replies', flow.tokens.gestor, { title: '  ', body: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'title', message: 'El título es requerido' },
      { field: 'body', message: 'El texto de la respuesta es requerido' },
    ]);
    const long = await call('POST', '/api/quick-replies', flow.tokens.gestor, {
      title: 'x',
      body: 'y'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('El texto no puede tener más de 500 caracteres');
    const mine = await create(flow.tokens.gestor, { title: `V ${randomUUID()}`, body: 'x' });
    const badEdit = await call('PUT', `/api/quick-replies/${mine.id}`, flow.tokens.gestor, {
      title: 'x'.repeat(81),
      body: 'x',
    });
    expect(badEdit.statusCode).toBe(422);
    expect(badEdit.json().detail).toBe('El título no puede tener más de 80 caracteres');
  });
});

describe('GET /api/solicitudes/{id}/quick-reply-values', () => {
  it('gives the request’s values: client, folio, procedure, pending documents, total, due date', async () => {
    const { id, folio } = await flow.createRequest({ variable: true });
    const before = await call('GET', `/api/solicitudes/${id}/quick-reply-values`, flow.tokens.gestor);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      nombre: 'María López (demo)',
      folio,
      tramite: flow.variableTramite.name,
      total: null,
    });

    await flow.quote(id, '1350.50');
    await flow.pay(id);
    const [firstDocument, ...rest] = flow.variableTramite.requiredDocuments;
    const documentId = await flow.upload(id, firstDocument!);
    await flow.reject(documentId, 'Ilegible');

    const values = (await call('GET', `/api/solicitudes/${id}/quick-reply-values`, flow.tokens.admin)).json();
    // Every required document is pending: the rejected one and those never uploaded.
    expect(values.documentos_pendientes).toEqual([firstDocument, ...rest]);
    expect(values.total).toBe(formatMXN(1350.5));
    // Waiting on the client, the SLA clock is paused: no date is promised.
    expect(values.fecha_estimada).toBeNull();

    // Once the gestoría works on it again (documents in review), the clock runs to a due date.
    await flow.upload(id, firstDocument!);
    for (const name of rest) {
      await flow.upload(id, name);
    }
    const running = (
      await call('GET', `/api/solicitudes/${id}/quick-reply-values`, flow.tokens.gestor)
    ).json();
    expect(running.documentos_pendientes).toEqual([]);
    const complete = (await call('GET', `/api/solicitudes/${id}/complete`, flow.tokens.admin)).json();
    expect(complete.solicitud.status).toBe('documentos_en_revision');
    expect(complete.solicitud.sla.fecha_compromiso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(running.fecha_estimada).toBe(formatLongDate(complete.solicitud.sla.fecha_compromiso));
  });

  it('answers 403 to a client and to a gestor the request is not assigned to, 404 to an unknown one', async () => {
    const { id } = await flow.createRequest();
    expect(
      (await call('GET', `/api/solicitudes/${id}/quick-reply-values`, flow.tokens.cliente)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/solicitudes/${id}/quick-reply-values`, otherGestor)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/solicitudes/${randomUUID()}/quick-reply-values`, flow.tokens.gestor))
        .statusCode,
    ).toBe(404);
  });
});
