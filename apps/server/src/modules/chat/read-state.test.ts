import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let flow: RequestFlow;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const markRead = (id: string, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tramite-requests/${id}/messages/read`,
    headers: token ? bearer(token) : {},
  });

/** The request's unread count in every list the user has, which must agree. */
async function unreadIn(id: string, token: string, lists: ('mine' | 'enriched' | 'assigned')[]) {
  const counts = [];
  for (const list of lists) {
    const url = {
      mine: '/api/tramites/my-requests?limit=100',
      enriched: '/api/solicitudes/enriched?limit=100',
      assigned: '/api/gestor/assigned-requests?limit=100',
    }[list];
    const body = (await get(url, token)).json();
    const rows: { id: string; unread_count: number }[] = Array.isArray(body) ? body : body.solicitudes;
    counts.push(rows.find((row) => row.id === id)!.unread_count);
  }
  expect(new Set(counts).size, `${lists.join(', ')}: ${counts.join(', ')}`).toBe(1);
  return counts[0]!;
}
const dashboardUnread = async (token: string) =>
  (await get('/api/dashboard/stats', token)).json().unread_messages as number;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(() => t.close());

describe('PUT /api/tramite-requests/{id}/messages/read', () => {
  it('answers 401, then 404 for no such request, then 403 for a request not yours', async () => {
    const { id } = await flow.createRequest();
    expect((await markRead(id)).statusCode).toBe(401);
    expect((await markRead('00000000-0000-0000-0000-000000000000', flow.tokens.cliente)).statusCode).toBe(
      404,
    );
    expect((await markRead('no-es-un-id', flow.tokens.cliente)).statusCode).toBe(404);
    const stranger = await registerUser(t.app);
    const refused = await markRead(id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('No tienes acceso a esta solicitud');
  });

  it("sets the reader's position at the newest message and answers the request's unread count (0)", async () => {
    const { id } = await flow.createRequest();
    const response = await markRead(id, flow.tokens.cliente);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ tramite_request_id: id, unread_count: 0, last_read_at: expect.any(String) });
    const messages = (await get(`/api/tramite-requests/${id}/messages`, flow.tokens.cliente)).json();
    expect(body.last_read_at).toBe(messages.at(-1).created_at);
  });
});

describe('unread_count', () => {
  it('counts only messages a person other than the reader wrote: system messages never count', async () => {
    const { id } = await flow.createRequest();
    const dashboardBefore = await dashboardUnread(flow.tokens.cliente);
    // Creation, assignment, quotation, payment and its follow-ups each write a system message.
    await flow.pay(id);
    const messages = (await get(`/api/tramite-requests/${id}/messages`, flow.tokens.cliente)).json();
    expect(
      messages.filter((message: { is_system_message: boolean }) => message.is_system_message).length,
    ).toBeGreaterThan(3);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(0);
    expect(await unreadIn(id, flow.tokens.gestor, ['assigned', 'enriched'])).toBe(0);

    await flow.say(id, 'Ya empecé tu trámite', flow.tokens.gestor);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(1);
    expect(await dashboardUnread(flow.tokens.cliente)).toBe(dashboardBefore + 1);
  });

  it('counts the messages of others after the last read, in every list and the dashboard', async () => {
    const { id } = await flow.createRequest();
    await markRead(id, flow.tokens.cliente);
    const dashboardBefore = await dashboardUnread(flow.tokens.cliente);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(0);

    // Their own message never counts (and writing reads the chat up to it).
    await flow.say(id, 'Buenos días', flow.tokens.cliente);
    await flow.say(id, 'Hola', flow.tokens.gestor);
    await flow.say(id, '¿Me envías tu CURP?', flow.tokens.gestor);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(2);
    expect(await dashboardUnread(flow.tokens.cliente)).toBe(dashboardBefore + 2);

    // A status change by staff writes a system message: it does not count.
    await flow.changeStatus(id, 'cancelado', flow.tokens.gestor);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(2);
    // The dashboard's total is over open requests: a closed case's read-only chat no longer adds to it.
    expect(await dashboardUnread(flow.tokens.cliente)).toBe(dashboardBefore);

    await markRead(id, flow.tokens.cliente);
    expect(await unreadIn(id, flow.tokens.cliente, ['mine', 'enriched'])).toBe(0);
    expect(await dashboardUnread(flow.tokens.cliente)).toBe(dashboardBefore);
  });

  it("shows the gestor the client's messages in the gestor's lists; writing reads the chat", async () => {
    const { id } = await flow.createRequest();
    await markRead(id, flow.tokens.gestor);
    await flow.say(id, 'Ya pagué', flow.tokens.cliente);
    expect(await unreadIn(id, flow.tokens.gestor, ['assigned', 'enriched'])).toBe(1);
    const before = await dashboardUnread(flow.tokens.gestor);
    expect(before).toBeGreaterThanOrEqual(1);
    await flow.say(id, 'Lo reviso', flow.tokens.gestor);
    expect(await unreadIn(id, flow.tokens.gestor, ['assigned', 'enriched'])).toBe(0);
    expect(await dashboardUnread(flow.tokens.gestor)).toBe(before - 1);
  });

  it('counts for an admin only the chats the admin follows (read or written in)', async () => {
    const { id } = await flow.createRequest();
    await flow.say(id, 'Hola', flow.tokens.cliente);
    expect(await unreadIn(id, flow.tokens.admin, ['enriched', 'assigned'])).toBe(0);
    const before = await dashboardUnread(flow.tokens.admin);
    await markRead(id, flow.tokens.admin);
    await flow.say(id, '¿Alguien?', flow.tokens.cliente);
    expect(await unreadIn(id, flow.tokens.admin, ['enriched', 'assigned'])).toBe(1);
    // An admin's figures are cached until the message's event arrives: on PostgreSQL that is a NOTIFY, a
    // moment after the commit (it flaked about one run in three when read at once).
    await expect.poll(() => dashboardUnread(flow.tokens.admin)).toBe(before + 1);
  });

  it('is part of every request in the list shape, also after a create or a status change', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(flow.tokens.cliente),
      payload: { tramite_type_id: flow.fixedTramite.id, description: 'x' },
    });
    expect(typeof created.json().unread_count).toBe('number');
    const detail = (await get(`/api/solicitudes/${created.json().id}/complete`, flow.tokens.cliente)).json();
    expect(typeof detail.solicitud.unread_count).toBe('number');
  });
});
