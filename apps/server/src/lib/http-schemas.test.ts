import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestFlow, setUpRequestFlow } from '../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/test-app.ts';

/** A uuid in a path is one id in any case: lower-cased where it enters (IdParams), then the usual rules. */
let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('ids in upper case', () => {
  it("opens a client's own request by its upper-cased id, and still refuses another client's", async () => {
    const { id } = await flow.createRequest();
    const own = await get(`/api/solicitudes/${id.toUpperCase()}/complete`, flow.tokens.cliente);
    expect(own.statusCode).toBe(200);
    expect(own.json().solicitud.id).toBe(id);
    const messages = await get(`/api/tramite-requests/${id.toUpperCase()}/messages`, flow.tokens.cliente);
    expect(messages.statusCode).toBe(200);

    const stranger = await registerUser(t.app);
    const foreign = await get(`/api/solicitudes/${id.toUpperCase()}/complete`, stranger.token);
    expect(foreign.statusCode).toBe(403);
    const foreignChat = await get(`/api/tramite-requests/${id.toUpperCase()}/messages`, stranger.token);
    expect(foreignChat.statusCode).toBe(403);
  });
});
