import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let flow: RequestFlow;

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});
afterAll(async () => {
  await t.close();
});

const myActions = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/tramites/my-actions',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { solicitud: { id: string; folio: string }; action: Record<string, unknown> }[];
    requiere_accion: number;
  };
};
const actionOf = async (token: string, requestId: string) =>
  (await myActions(token)).items.find((item) => item.solicitud.id === requestId)?.action;

describe('GET /api/tramites/my-actions', () => {
  it('401 without a session; 403 for staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tramites/my-actions' })).statusCode).toBe(401);
    for (const token of [flow.tokens.gestor, flow.tokens.admin]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/tramites/my-actions',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('follows a request from its quotation to a rejected document, and lists only the client’s own', async () => {
    const client = await registerUser(t.app);
    const other = await registerUser(t.app);
    const fixed = await flow.createRequest({ token: client.token });
    const variable = await flow.createRequest({ token: client.token, variable: true });
    const notMine = await flow.createRequest({ token: other.token });

    const first = await myActions(client.token);
    expect(first.items.map((item) => item.solicitud.id).sort()).toEqual([fixed.id, variable.id].sort());
    expect(first.items.some((item) => item.solicitud.id === notMine.id)).toBe(false);
    // The fixed price was quoted at once: the client must accept it; the variable one waits on the gestor.
    expect(first.items[0]).toMatchObject({
      solicitud: { id: fixed.id },
      action: { kind: 'aceptar_cotizacion', waiting_on: 'cliente' },
    });
    expect(first.items[1]).toMatchObject({
      solicitud: { id: variable.id },
      action: { kind: 'esperar_cotizacion', waiting_on: 'gestoria' },
    });
    expect(first.requiere_accion).toBe(1);

    const complete = (
      await t.app.inject({
        method: 'GET',
        url: `/api/solicitudes/${fixed.id}/complete`,
        headers: bearer(client.token),
      })
    ).json();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/quotations/${complete.cotizacion.id}/accept`,
      headers: bearer(client.token),
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await actionOf(client.token, fixed.id)).toEqual({
      kind: 'pagar',
      waiting_on: 'cliente',
      instalment: 'total',
      amount: complete.cotizacion.amount,
    });

    await flow.pay(fixed.id);
    const [firstDocument, ...rest] = flow.fixedTramite.requiredDocuments;
    expect(await actionOf(client.token, fixed.id)).toEqual({
      kind: 'subir_documentos',
      waiting_on: 'cliente',
      documents: flow.fixedTramite.requiredDocuments,
    });

    const documentId = await flow.upload(fixed.id, firstDocument!, client.token);
    expect(await actionOf(client.token, fixed.id)).toMatchObject({
      kind: 'subir_documentos',
      documents: rest,
    });
    await flow.reject(documentId, 'Ilegible');
    expect(await actionOf(client.token, fixed.id)).toEqual({
      kind: 'corregir_documentos',
      waiting_on: 'cliente',
      documents: [{ name: firstDocument, reason: 'Ilegible' }],
    });

    // A quoted variable request now also waits on the client: both count, and they come first.
    await flow.quote(variable.id);
    const last = await myActions(client.token);
    expect(last.requiere_accion).toBe(2);
    expect(last.items.every((item) => item.action.waiting_on === 'cliente')).toBe(true);
  });

  it('a closed request is not listed', async () => {
    const client = await registerUser(t.app);
    const request = await flow.createRequest({ token: client.token });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/tramites/${request.id}/status`,
      headers: bearer(flow.tokens.admin),
      payload: { status: 'cancelado', notes: 'El cliente ya no lo necesita' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await myActions(client.token)).toEqual({ items: [], requiere_accion: 0 });
  });
});
