import { randomUUID } from 'node:crypto';
import { arcoBusinessDaysLeft, arcoDueDate } from '@tramites/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arcoRequests,
  chatMessages,
  documents,
  internalNotes,
  notifications,
  payments,
  satisfactionRatings,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';
import { createLocalStorage, uploadsDirectory } from '../../lib/storage/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { composeEmail } from '../notifications/email-outbox.ts';
import { toActor } from '../users/users.service.ts';
import { createArcoRequest } from './arco.service.ts';

let t: TestApp;
let flow: RequestFlow;

const post = (url: string, token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A client whose only request went all the way to completado: paid, documents approved, delivered. */
async function clientWithCompletedRequest() {
  const user = await registerUser(t.app, { name: `Clienta ${randomUUID().slice(0, 6)}` });
  const { id: requestId } = await flow.createRequest({ token: user.token });
  await flow.pay(requestId);
  await flow.say(requestId, 'Mi CURP es LOMA800101MDFPRR09', user.token);
  await flow.say(requestId, 'Recibido, gracias', flow.tokens.gestor);
  const documentIds: string[] = [];
  for (const requiredName of flow.fixedTramite.requiredDocuments) {
    const documentId = await flow.upload(requestId, requiredName, user.token);
    await flow.approve(documentId);
    documentIds.push(documentId);
  }
  await flow.changeStatus(requestId, 'listo_para_entrega', flow.tokens.gestor);
  await flow.changeStatus(requestId, 'completado', flow.tokens.gestor);
  return { ...user, requestId, documentIds };
}

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});

afterAll(async () => {
  await t.close();
});

describe('the legal deadline', () => {
  it('counts 20 días hábiles, skipping weekends and the Revolución holiday', () => {
    // Received Tuesday 10 November 2026: Monday 16 (Revolución) does not count, so the 20th is 9 December.
    expect(arcoDueDate('2026-11-10')).toBe('2026-12-09');
    expect(arcoBusinessDaysLeft('2026-11-13', '2026-12-09')).toBe(17);
    expect(arcoBusinessDaysLeft('2026-12-09', '2026-12-09')).toBe(0);
    expect(arcoBusinessDaysLeft('2026-12-11', '2026-12-09')).toBe(-2);
  });

  it('stores the due date from the Mexico City date the case was received', async () => {
    const user = await registerUser(t.app);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    // 03:00 UTC on 11 November is still 10 November in Mexico City.
    const created = await createArcoRequest(
      t.app.db,
      toActor(row!),
      { type: 'acceso', detail: '' },
      new Date('2026-11-11T03:00:00Z'),
    );
    expect(created.due_date).toBe('2026-12-09');
  });
});

describe('POST /api/privacy/requests', () => {
  it('answers 401, then 422 for a missing type, a missing or too long detail', async () => {
    expect((await post('/api/privacy/requests', undefined, { type: 'acceso' })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const noType = await post('/api/privacy/requests', user.token, { detail: 'x' });
    expect(noType.statusCode).toBe(422);
    const noDetail = await post('/api/privacy/requests', user.token, { type: 'rectificacion', detail: '  ' });
    expect(noDetail.statusCode).toBe(422);
    expect(noDetail.json().errors).toEqual([expect.objectContaining({ field: 'detail' })]);
    expect((await post('/api/privacy/requests', user.token, { type: 'oposicion' })).statusCode).toBe(422);
    const tooLong = await post('/api/privacy/requests', user.token, {
      type: 'oposicion',
      detail: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('creates a case due in 20 business days, tells the admins, and refuses a second of the same type (409)', async () => {
    const user = await registerUser(t.app);
    const created = await post('/api/privacy/requests', user.token, {
      type: 'oposicion',
      detail: 'No quiero encuestas de satisfacción',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'oposicion', status: 'pendiente', resolution: null });
    expect(created.json().due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created.json().business_days_left).toBeGreaterThanOrEqual(19);
    const again = await post('/api/privacy/requests', user.token, { type: 'oposicion', detail: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('Ya tienes una solicitud de este tipo');
    // Another type is fine.
    expect((await post('/api/privacy/requests', user.token, { type: 'acceso' })).statusCode).toBe(201);
    const adminNotices = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, flow.ids.admin));
    expect(adminNotices.filter((notice) => notice.kind === 'arco_request').length).toBeGreaterThanOrEqual(2);

    const own = await get('/api/privacy/requests', user.token);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .requests.map((entry: { type: string }) => entry.type)
        .sort(),
    ).toEqual(['acceso', 'oposicion']);
    // Nobody else's cases.
    const other = await registerUser(t.app);
    expect((await get('/api/privacy/requests', other.token)).json().requests).toEqual([]);
    expect((await get('/api/privacy/requests')).statusCode).toBe(401);
  });

  it('refuses a cancellation while a request is open, saying which and why (409)', async () => {
    const user = await registerUser(t.app);
    const { folio } = await flow.createRequest({ token: user.token });
    const refused = await post('/api/privacy/requests', user.token, { type: 'cancelacion' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(folio);
    expect(refused.json().detail).toContain('Aún no podemos cancelar tu cuenta');
  });
});

describe('admin routes', () => {
  it('answer 401 and 403, then 422 and 404', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/admin/privacy/requests')).statusCode).toBe(401);
    expect((await get('/api/admin/privacy/requests', user.token)).statusCode).toBe(403);
    expect((await get('/api/admin/privacy/requests', flow.tokens.gestor)).statusCode).toBe(403);
    expect((await get('/api/admin/privacy/requests?status=otro', flow.tokens.admin)).statusCode).toBe(422);
    const id = randomUUID();
    const body = { status: 'atendida', resolution: 'Hecho' };
    expect((await post(`/api/admin/privacy/requests/${id}/resolve`, undefined, body)).statusCode).toBe(401);
    expect((await post(`/api/admin/privacy/requests/${id}/resolve`, user.token, body)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/privacy/requests/${id}/resolve`, flow.tokens.admin, { status: 'atendida' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await post(`/api/admin/privacy/requests/${id}/resolve`, flow.tokens.admin, {
          status: 'pendiente',
          resolution: 'x',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post(`/api/admin/privacy/requests/${id}/resolve`, flow.tokens.admin, body)).statusCode,
    ).toBe(404);
  });

  it('lists pending cases first by due date, resolves one with its reason, notifies the user, and refuses twice (409)', async () => {
    const user = await registerUser(t.app);
    const created = (
      await post('/api/privacy/requests', user.token, { type: 'rectificacion', detail: 'Mi CURP' })
    ).json();
    await t.app.db.update(arcoRequests).set({ dueDate: '2020-01-06' }).where(eq(arcoRequests.id, created.id));
    const list = (await get('/api/admin/privacy/requests?status=pendiente', flow.tokens.admin)).json();
    expect(list.requests[0]).toMatchObject({ id: created.id, user: { id: user.id } });
    expect(list.requests[0].business_days_left).toBeLessThan(0);
    expect(list.pending).toBeGreaterThanOrEqual(1);

    const resolved = await post(`/api/admin/privacy/requests/${created.id}/resolve`, flow.tokens.admin, {
      status: 'atendida',
      resolution: 'Corregimos tu CURP en la solicitud.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'atendida',
      resolution: 'Corregimos tu CURP en la solicitud.',
      business_days_left: null,
    });
    const own = (await get('/api/privacy/requests', user.token)).json().requests;
    expect(own[0]).toMatchObject({ status: 'atendida', resolution: 'Corregimos tu CURP en la solicitud.' });
    const notices = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.some((notice) => notice.kind === 'arco_resolved')).toBe(true);
    // Its e-mail sends the person to their account, where the answer is, not to the admin panel.
    const email = composeEmail(
      notices.find((notice) => notice.kind === 'arco_resolved')!,
      {
        name: 'Ana',
        email: user.email,
      },
      'https://tramites.example',
    );
    expect(email.subject).toContain('Respondimos tu solicitud');
    expect(email.text).toContain('https://tramites.example/cuenta');
    const twice = await post(`/api/admin/privacy/requests/${created.id}/resolve`, flow.tokens.admin, {
      status: 'rechazada',
      resolution: 'Otra vez',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('cancellation', () => {
  it('anonymises the account, removes its files and messages, keeps the payments, and locks it out', async () => {
    const client = await clientWithCompletedRequest();
    const [request] = await t.app.db
      .select()
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, client.requestId));
    const storedKeys = (
      await t.app.db.select().from(documents).where(inArray(documents.id, client.documentIds))
    ).map((document) => document.storageKey);
    const paymentsBefore = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.requestId, client.requestId));
    expect(paymentsBefore).toHaveLength(1);
    // Staff's notes on the case and the client's comment on it hold personal data too.
    const note = await post(`/api/solicitudes/${client.requestId}/internal-notes`, flow.tokens.admin, {
      body: 'La clienta Ana llamó desde el 55 1234 5678',
    });
    expect(note.statusCode).toBe(201);
    const rating = await post(`/api/solicitudes/${client.requestId}/satisfaction`, client.token, {
      stars: 4,
      comment: 'Muy bien, gracias a Luis',
    });
    expect(rating.statusCode).toBe(201);

    const created = await post('/api/privacy/requests', client.token, { type: 'cancelacion', detail: '' });
    expect(created.statusCode).toBe(201);
    const resolved = await post(
      `/api/admin/privacy/requests/${created.json().id}/resolve`,
      flow.tokens.admin,
      {
        status: 'atendida',
        resolution: 'Cancelamos tu cuenta como pediste.',
      },
    );
    expect(resolved.statusCode).toBe(200);
    // The answer says what is kept and why.
    expect(resolved.json().resolution).toContain('Cancelamos tu cuenta como pediste.');
    expect(resolved.json().resolution).toContain('Código Fiscal de la Federación, art. 30');
    expect(resolved.json().user.name).toBe('Usuario eliminado');

    const [account] = await t.app.db.select().from(users).where(eq(users.id, client.id));
    expect(account).toMatchObject({
      name: 'Usuario eliminado',
      email: `eliminado-${client.id}@anonimo.invalid`,
      phone: null,
      isActive: false,
      totpSecret: null,
    });
    expect(account!.anonymizedAt).not.toBeNull();
    // The old token is refused at once, and neither password nor address signs in again.
    expect((await get('/api/auth/me', client.token)).statusCode).toBe(401);
    const login = await post('/api/auth/login', undefined, { email: client.email, password: 'secreta123' });
    expect(login.statusCode).toBe(401);

    const [after] = await t.app.db
      .select()
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, client.requestId));
    expect(after).toMatchObject({
      nombreCompleto: '',
      telefono: '',
      email: '',
      nombreBeneficiario: null,
      formAnswers: null,
      status: 'completado',
    });
    expect(after!.searchText).not.toContain(request!.nombreCompleto.toLowerCase().split(' ')[0]!);
    expect(
      await t.app.db.select().from(chatMessages).where(eq(chatMessages.requestId, client.requestId)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(internalNotes).where(eq(internalNotes.requestId, client.requestId)),
    ).toEqual([]);
    const [ratingAfter] = await t.app.db
      .select()
      .from(satisfactionRatings)
      .where(eq(satisfactionRatings.requestId, client.requestId));
    expect(ratingAfter).toMatchObject({ stars: 4, comment: '' });

    const tombstones = await t.app.db
      .select()
      .from(documents)
      .where(inArray(documents.id, client.documentIds));
    expect(tombstones.every((document) => document.purgedAt !== null)).toBe(true);
    for (const key of storedKeys) {
      await expect(createLocalStorage(uploadsDirectory(t.config.dataDir)).get(key)).rejects.toThrow();
    }
    // Kept: the payments (Código Fiscal, art. 30).
    expect(await t.app.db.select().from(payments).where(eq(payments.requestId, client.requestId))).toEqual(
      paymentsBefore,
    );
  });

  it('is refused (409) when the admin resolves it while a request was opened meanwhile; a rejection changes nothing', async () => {
    const user = await registerUser(t.app);
    const created = (await post('/api/privacy/requests', user.token, { type: 'cancelacion' })).json();
    const { folio } = await flow.createRequest({ token: user.token });
    const refused = await post(`/api/admin/privacy/requests/${created.id}/resolve`, flow.tokens.admin, {
      status: 'atendida',
      resolution: 'Hecho',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(folio);
    const [account] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.anonymizedAt).toBeNull();

    const rejected = await post(`/api/admin/privacy/requests/${created.id}/resolve`, flow.tokens.admin, {
      status: 'rechazada',
      resolution: 'Tienes una solicitud en curso; vuelve a pedirlo cuando concluya.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(200);
  });
});
