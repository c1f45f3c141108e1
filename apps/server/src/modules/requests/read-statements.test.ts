import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tramites, users } from '../../db/schema/index.ts';
import { type LoggedStatement, readsOfRow } from '../../db/statement-log.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { bearer, createTestApp, loginAs, requestFormBody, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';

/**
 * How many statements the signed-in reads send (issue 22): a list page is one statement (its rows with
 * the total), a dashboard one, a detail reads its request once. Counted with the test app's statement
 * log, after one warm-up call (the session's account and the catalogue may be cached), and without the
 * session's own read of the account (the auth plugin's, not the route's).
 */

let t: TestApp;
const token = { cliente: '', gestor: '', admin: '' };
const userId = { cliente: '', gestor: '', admin: '' };
let requestId: string;

type Role = keyof typeof token;

const isAccountRead = (statement: LoggedStatement, id: string) =>
  /^\s*select\b/i.test(statement.sql) &&
  statement.sql.includes('from "users"') &&
  !statement.sql.includes(' join ') &&
  statement.params[0] === id;

async function statementsOf(role: Role, url: string) {
  const call = () => t.app.inject({ method: 'GET', url, headers: bearer(token[role]) });
  expect((await call()).statusCode).toBe(200);
  const { result, statements } = await t.statements.record(call);
  expect(result.statusCode).toBe(200);
  return { response: result, statements: statements.filter((s) => !isAccountRead(s, userId[role])) };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['cliente', 'gestor', 'admin'] as const) {
    token[role] = await loginAs(t.app, `${role}@demo.mx`);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token[role]) });
    userId[role] = me.json().id;
  }
  // The request below goes to the demo gestor: their lists have a row.
  await t.app.db
    .update(users)
    .set({ maxConcurrent: 0 })
    .where(and(eq(users.role, 'gestor'), ne(users.id, userId.gestor)));
  await t.app.db.update(users).set({ maxConcurrent: 1000 }).where(eq(users.id, userId.gestor));
  const all = await tramitesWithoutForm(t.app.db);
  const tramite = all.find((row) => row.priceType === 'fijo' && row.requiredDocuments.length >= 1)!;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(token.cliente),
    payload: requestFormBody(tramite.id),
  });
  expect(created.statusCode).toBe(201);
  requestId = created.json().id;
  const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: tramite.requiredDocuments[0]! })}`,
    headers: { ...bearer(token.cliente), ...headers },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const message = await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${requestId}/messages`,
    headers: bearer(token.cliente),
    payload: { message_text: 'Hola' },
  });
  expect(message.statusCode).toBe(201);
  // The writes above wake background work (live events, the email outbox): let it finish, so that what
  // is counted below is the route's own statements.
  await settle();
});

async function settle() {
  for (;;) {
    const { statements } = await t.statements.record(
      () => new Promise((resolve) => setTimeout(resolve, 250)),
    );
    if (statements.length === 0) {
      return;
    }
  }
}
afterAll(() => t.close());

/** A new request of the demo client's: an event, after which the cached figures are counted again. */
async function createClientRequest() {
  const [tramite] = await t.app.db.select().from(tramites).limit(1);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(token.cliente),
    payload: requestFormBody(tramite!.id),
  });
  expect(created.statusCode).toBe(201);
}

describe('a list page is one statement: its rows carry the total', () => {
  it.each([
    ['cliente', '/api/tramites/my-requests'],
    ['admin', '/api/solicitudes/enriched'],
    ['admin', '/api/solicitudes/enriched?search=tmx&sort=estado'],
    ['gestor', '/api/gestor/assigned-requests'],
    ['gestor', '/api/gestor/pending-documents'],
    ['gestor', '/api/notifications'],
  ] as const)('%s GET %s', async (role, url) => {
    const { response, statements } = await statementsOf(role, url);
    expect(statements).toHaveLength(1);
    const body = response.json();
    const rows = Array.isArray(body) ? body : (body.solicitudes ?? body.notifications);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('a page past the end still tells the total, with one more statement', async () => {
    const first = await statementsOf('cliente', '/api/tramites/my-requests');
    const total = first.response.headers['x-total-count'];
    expect(Number(total)).toBeGreaterThan(0);
    const past = await statementsOf('cliente', '/api/tramites/my-requests?offset=5000');
    expect(past.response.json()).toEqual([]);
    expect(past.response.headers['x-total-count']).toBe(total);
    expect(past.statements).toHaveLength(2);
  });
});

describe('dashboards', () => {
  it.each(['cliente', 'gestor'] as const)('%s GET /api/dashboard/stats is one statement', async (role) => {
    const { statements } = await statementsOf(role, '/api/dashboard/stats');
    expect(statements).toHaveLength(1);
  });

  it("an admin's GET /api/dashboard/stats (every request) is counted once, then served until an event", async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token.admin) });
    await settle();
    const first = await call();
    expect(first.statusCode).toBe(200);
    const cached = await t.statements.record(call);
    expect(cached.statements.filter((s) => !isAccountRead(s, userId.admin))).toHaveLength(0);
    expect(cached.result.json()).toEqual(first.json());

    // A new request is an event: a later call counts again, and sees it.
    await createClientRequest();
    await expect
      .poll(async () => (await call()).json().active_tramites)
      .toBe(first.json().active_tramites + 1);
  });

  it('GET /api/admin/dashboard/stats counts in one statement, then serves the figures until an event', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: bearer(token.admin) });
    // The test before created a request: its background work (live events, e-mails) is not counted here.
    await settle();
    const counted = await t.statements.record(call);
    expect(counted.result.statusCode).toBe(200);
    // The figures, then the recent requests (a list page).
    expect(counted.statements.filter((s) => !isAccountRead(s, userId.admin))).toHaveLength(2);
    const cached = await t.statements.record(call);
    expect(cached.statements.filter((s) => !isAccountRead(s, userId.admin))).toHaveLength(0);
    expect(cached.result.json()).toEqual(counted.result.json());

    // A new request is an event: a later call counts again.
    await createClientRequest();
    const before = counted.result.json().total_requests;
    await expect.poll(async () => (await call()).json().total_requests).toBe(before + 1);
  });
});

describe('a detail reads its request once', () => {
  it('GET /api/solicitudes/{id}/complete', async () => {
    const { statements } = await statementsOf('cliente', `/api/solicitudes/${requestId}/complete`);
    expect(readsOfRow(statements, 'tramite_requests', requestId)).toHaveLength(1);
    // The request with its names and contacts; then quotation, payments, timeline. The procedure and the
    // form version come from memory.
    expect(statements).toHaveLength(4);
  });

  it('GET /api/tramite-requests/{id}/documents', async () => {
    const { statements } = await statementsOf('cliente', `/api/tramite-requests/${requestId}/documents`);
    expect(readsOfRow(statements, 'tramite_requests', requestId)).toHaveLength(1);
    // The request with its versions and their reviews; the procedure and the form version its requirements
    // come from are in memory, and the progress comes from the versions.
    expect(statements).toHaveLength(1);
  });

  it('GET /api/tramite-requests/{id}/messages', async () => {
    const { statements } = await statementsOf('cliente', `/api/tramite-requests/${requestId}/messages`);
    expect(readsOfRow(statements, 'tramite_requests', requestId)).toHaveLength(1);
    // The request's parties with its messages.
    expect(statements).toHaveLength(1);
  });
});
