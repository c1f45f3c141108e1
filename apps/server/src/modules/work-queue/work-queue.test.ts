import { sortQueueItems, type WorkQueueItem, type WorkQueueResponse } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tramiteRequests } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { signInStaff } from '../../test/staff-sign-in.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';

/** GET /api/gestor/queue ("Mi bandeja", issue 27). */
let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

async function queue(token: string, query = ''): Promise<WorkQueueResponse> {
  const response = await call('GET', `/api/gestor/queue?limit=200${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function itemOf(id: string, token = flow.tokens.gestor): Promise<WorkQueueItem | undefined> {
  return (await queue(token)).items.find((item) => item.id === id);
}

const reasonOf = async (id: string) => {
  const item = await itemOf(id);
  return item && { reason: item.reason, count: item.reason_count, waiting_on: item.waiting_on };
};

const complete = async (id: string) =>
  (await call('GET', `/api/solicitudes/${id}/complete`, flow.tokens.admin)).json();

describe('the reason of each state', () => {
  it('walks a variable-price request from the quotation to the authority', async () => {
    const created = await flow.createRequest({ variable: true });
    expect(await reasonOf(created.id)).toEqual({
      reason: 'cotizacion_por_enviar',
      count: null,
      waiting_on: 'gestoria',
    });
    await flow.quote(created.id);
    expect(await reasonOf(created.id)).toEqual({
      reason: 'esperando_cliente',
      count: null,
      waiting_on: 'cliente',
    });
    // A client's question waits on us, and answering it gives the turn back.
    await flow.say(created.id, '¿Cuánto tarda?', flow.tokens.cliente);
    expect((await reasonOf(created.id))?.reason).toBe('mensaje_sin_responder');
    await flow.say(created.id, 'Unos diez días hábiles.', flow.tokens.gestor);
    expect((await reasonOf(created.id))?.reason).toBe('esperando_cliente');

    await flow.pay(created.id);
    const [first, ...rest] = flow.variableTramite.requiredDocuments;
    expect((await complete(created.id)).solicitud.status).toBe('esperando_documentos');
    const waiting = await itemOf(created.id);
    expect(waiting).toMatchObject({ reason: 'esperando_cliente', action: { kind: 'subir_documentos' } });
    expect(waiting?.sla.pausado).toBe(true);
    expect(waiting?.sla_pause_reason).toBe('Pausado: esperando documentos del cliente');

    const documentIds = [await flow.upload(created.id, first!)];
    if (rest.length > 0) {
      // One upload in while others are missing: still work of ours to review.
      expect(await reasonOf(created.id)).toEqual({
        reason: 'documentos_por_revisar',
        count: 1,
        waiting_on: 'gestoria',
      });
      for (const name of rest) {
        documentIds.push(await flow.upload(created.id, name));
      }
    }
    expect(await reasonOf(created.id)).toEqual({
      reason: 'documentos_por_revisar',
      count: documentIds.length,
      waiting_on: 'gestoria',
    });
    for (const id of documentIds) {
      await flow.approve(id);
    }
    expect((await complete(created.id)).solicitud.status).toBe('en_proceso');
    const moving = await itemOf(created.id);
    expect(moving).toMatchObject({
      reason: 'tramite_por_mover',
      waiting_on: 'gestoria',
      sla_pause_reason: null,
    });
    expect(moving?.sla.pausado).toBe(false);

    await flow.changeStatus(created.id, 'esperando_autoridad', flow.tokens.gestor);
    expect(await reasonOf(created.id)).toEqual({
      reason: 'tramite_por_mover',
      count: null,
      waiting_on: 'autoridad',
    });
    expect((await itemOf(created.id))?.sla_pause_reason).toBe('Pausado: esperando a la autoridad');

    await flow.changeStatus(created.id, 'listo_para_entrega', flow.tokens.gestor);
    expect((await reasonOf(created.id))?.reason).toBe('tramite_por_mover');
    await flow.changeStatus(created.id, 'completado', flow.tokens.gestor);
    // A closed request leaves the queue.
    expect(await itemOf(created.id)).toBeUndefined();
  });

  it('a rejected document waits on the client to correct it', async () => {
    const created = await flow.createRequest();
    await flow.pay(created.id);
    const id = await flow.upload(created.id, flow.fixedTramite.requiredDocuments[0]!);
    await flow.reject(id, 'Ilegible');
    expect(await itemOf(created.id)).toMatchObject({
      reason: 'esperando_cliente',
      action: { kind: 'corregir_documentos' },
    });
  });

  it('a transfer comprobante waits on staff to confirm it', async () => {
    const created = await flow.createRequest({ variable: true });
    await flow.quote(created.id);
    const quotationId = (await complete(created.id)).cotizacion.id;
    expect(
      (await call('POST', `/api/quotations/${quotationId}/accept`, flow.tokens.cliente)).statusCode,
    ).toBe(200);
    expect((await itemOf(created.id))?.action.kind).toBe('pagar');
    const attempt = await call(
      'POST',
      `/api/tramite-requests/${created.id}/payment-attempts`,
      flow.tokens.cliente,
      {
        method: 'transferencia',
      },
    );
    expect(attempt.statusCode, attempt.body).toBe(201);
    const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/payment-attempts/${attempt.json().id}/proof`,
      headers: { ...bearer(flow.tokens.cliente), ...headers },
      payload,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    expect(await reasonOf(created.id)).toEqual({
      reason: 'pago_por_confirmar',
      count: null,
      waiting_on: 'gestoria',
    });
  });
});

describe('order, filters and search', () => {
  it('puts what waits on the client last, then the nearest due date, then the oldest (the shared order)', async () => {
    const { items } = await queue(flow.tokens.gestor);
    const clientIndex = items.findIndex((item) => item.waiting_on === 'cliente');
    expect(clientIndex).toBeGreaterThan(0);
    expect(items.slice(clientIndex).every((item) => item.waiting_on === 'cliente')).toBe(true);
    expect(items.map((item) => item.id)).toEqual(sortQueueItems(items).map((item) => item.id));
  });

  it('a quotation to send is owed now: before a case whose SLA runs, and before the client', async () => {
    const running = await flow.createRequest();
    await flow.pay(running.id);
    for (const name of flow.fixedTramite.requiredDocuments) {
      await flow.approve(await flow.upload(running.id, name));
    }
    const moving = await itemOf(running.id);
    expect(moving).toMatchObject({ reason: 'tramite_por_mover', status: 'en_proceso' });
    expect(moving?.sla.fecha_compromiso).not.toBeNull();
    const fresh = await flow.createRequest({ variable: true });
    const ids = (await queue(flow.tokens.gestor)).items.map((item) => item.id);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(running.id));
  });

  it('a request waiting for its quotation comes before older ones waiting on the client', async () => {
    const older = await flow.createRequest();
    const fresh = await flow.createRequest({ variable: true });
    const ids = (await queue(flow.tokens.gestor)).items.map((item) => item.id);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('"solo lo que espera de mí" leaves only what waits on the gestoría', async () => {
    const all = await queue(flow.tokens.gestor);
    const mine = await queue(flow.tokens.gestor, '&solo_mias=true');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.waiting_on === 'gestoria')).toBe(true);
    expect(mine.total).toBe(all.items.filter((item) => item.waiting_on === 'gestoria').length);
    expect(all.esperando_gestoria).toBe(mine.total);
  });

  it('filters by status, urgency and date', async () => {
    const created = await flow.createRequest({ variable: true });
    const byStatus = await queue(flow.tokens.gestor, '&status=cotizacion_solicitada');
    expect(byStatus.items.map((item) => item.id)).toContain(created.id);
    expect(byStatus.items.every((item) => item.status === 'cotizacion_solicitada')).toBe(true);
    // Ten days old: urgente.
    await t.app.db
      .update(tramiteRequests)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(tramiteRequests.id, created.id));
    const urgent = await queue(flow.tokens.gestor, '&urgency=urgente');
    expect(urgent.items.map((item) => item.id)).toContain(created.id);
    expect(urgent.items.every((item) => item.urgency === 'urgente')).toBe(true);
    expect((await queue(flow.tokens.gestor, '&urgency=normal')).items.map((item) => item.id)).not.toContain(
      created.id,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await queue(flow.tokens.gestor, `&desde=${today}`)).items.map((item) => item.id)).not.toContain(
      created.id,
    );
    const bad = await call('GET', '/api/gestor/queue?urgency=alta', flow.tokens.gestor);
    expect(bad.statusCode).toBe(422);
    // The field's own words, not a generic "Entrada inválida".
    expect(bad.json().errors).toEqual([{ field: 'urgency', message: 'Urgencia inválida' }]);
  });

  it('finds a request by folio, client name, e-mail or phone, whatever the accents and case', async () => {
    const client = await registerUser(t.app, {
      name: 'Íñigo Peñaloza',
      email: `inigo.${Date.now()}@ejemplo.mx`,
      phone: '5587654321',
    });
    const created = await flow.createRequest({ token: client.token, variable: true });
    const searches = [
      created.folio,
      created.folio.toLowerCase(),
      created.folio.slice(-6),
      'inigo penaloza',
      'ÍÑIGO',
      client.email.toUpperCase(),
      '55 8765 4321',
      '87654321',
    ];
    for (const search of searches) {
      const { items } = await queue(flow.tokens.gestor, `&q=${encodeURIComponent(search)}`);
      expect(
        items.map((item) => item.id),
        search,
      ).toEqual([created.id]);
    }
    expect((await queue(flow.tokens.gestor, '&q=TMX-1999-')).items).toEqual([]);
  });
});

describe('who sees what', () => {
  it('answers 401 without a session and 403 to a client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gestor/queue' })).statusCode).toBe(401);
    const client = await call('GET', '/api/gestor/queue?urgency=alta', flow.tokens.cliente);
    expect(client.statusCode).toBe(403);
    expect(client.json().detail).toBeTruthy();
  });

  it('a gestor sees only their own requests; an unapproved one sees none; an admin picks', async () => {
    const created = await flow.createRequest({ variable: true });
    const pending = await registerUser(t.app, { role: 'gestor' });
    expect(await queue(pending.token)).toMatchObject({ items: [], total: 0 });
    expect((await call('PUT', `/api/admin/users/${pending.id}/approve`, flow.tokens.admin)).statusCode).toBe(
      200,
    );
    // The approval ends the account's sessions: a new one.
    const { token: approvedToken } = await signInStaff(t.app, pending.email, 'secreta123');
    const approved = await queue(approvedToken);
    expect(approved.items.map((item) => item.id)).not.toContain(created.id);
    // A gestor cannot ask for another's queue: gestor_id is the admin's.
    const sneaky = await queue(approvedToken, `&gestor_id=${flow.ids.gestor}`);
    expect(sneaky.items.map((item) => item.id)).not.toContain(created.id);

    const gestors = (await queue(flow.tokens.gestor)).items;
    expect(gestors.every((item) => item.assigned_gestor_id === flow.ids.gestor)).toBe(true);
    expect((await queue(flow.tokens.admin)).items.map((item) => item.id)).toContain(created.id);
    const one = await queue(flow.tokens.admin, `&gestor_id=${flow.ids.gestor}`);
    expect(one.items.map((item) => item.id)).toContain(created.id);
    expect(one.items.every((item) => item.assigned_gestor_id === flow.ids.gestor)).toBe(true);
    const other = await queue(flow.tokens.admin, `&gestor_id=${pending.id}`);
    expect(other.items.map((item) => item.id)).not.toContain(created.id);
    const unassigned = await queue(flow.tokens.admin, '&gestor_id=sin_asignar');
    expect(unassigned.items.every((item) => item.assigned_gestor_id === null)).toBe(true);
  });
});

describe('junk in the query', () => {
  it('answers 422 with a Spanish detail, never 5xx; LIKE wildcards are searched as text', async () => {
    for (const query of [
      'limit=0',
      'limit=abc',
      'limit=1e99',
      'offset=-1',
      'offset=99999999999',
      'status=abierto',
      'urgency=alta',
      'desde=2026-13-01',
      'gestor_id=nadie',
      'solo_mias=si',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await call('GET', `/api/gestor/queue?${query}`, flow.tokens.admin);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toBeTruthy();
    }
    for (const q of ['%', '_', '\\', "'; select 1 --", '()+-.']) {
      const response = await call('GET', `/api/gestor/queue?q=${encodeURIComponent(q)}`, flow.tokens.admin);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().items, q).toEqual([]);
    }
  });
});

describe('statements', () => {
  it('reads the queue in three statements, whatever its size', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/gestor/queue', headers: bearer(flow.tokens.gestor) });
    expect((await call()).statusCode).toBe(200);
    const { result, statements } = await t.statements.record(call);
    expect(result.statusCode).toBe(200);
    expect(result.json().total).toBeGreaterThan(5);
    // The session's account read (the auth plugin's) aside.
    const own = statements.filter((statement) => !/from "users"\s+where/i.test(statement.sql));
    expect(own.length).toBeLessThanOrEqual(3);
  });
});
