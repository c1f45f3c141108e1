import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAccessEvents, documents, users } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';

let t: TestApp;
let flow: RequestFlow;
let otherClient: string;
let otherGestor: string;

const call = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

/** The log lines of one document, oldest first, as stored. */
const linesOf = (documentId: string) =>
  t.app.db
    .select()
    .from(documentAccessEvents)
    .where(eq(documentAccessEvents.documentId, documentId))
    .orderBy(documentAccessEvents.id);

/** A paid request waiting for documents, with one PDF uploaded by its client. */
async function requestWithDocument(): Promise<{ requestId: string; folio: string; documentId: string }> {
  const { id, folio } = await flow.createRequest();
  await flow.pay(id);
  const documentId = await flow.upload(id, flow.fixedTramite.requiredDocuments[0]!);
  return { requestId: id, folio, documentId };
}

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  otherClient = (await registerUser(t.app, { name: 'Otra Clienta' })).token;
  const second = await registerUser(t.app, { role: 'gestor', name: 'Gestor Ajeno' });
  await t.app.db.update(users).set({ isApproved: true, maxConcurrent: 0 }).where(eq(users.id, second.id));
  otherGestor = second.token;
});

afterAll(async () => {
  await t.close();
});

describe('what the log records', () => {
  it('writes one line per download and preview, with the actor, the role and the IP', async () => {
    const { requestId, documentId } = await requestWithDocument();
    expect((await call(`/api/documents/${documentId}/download`, flow.tokens.gestor)).statusCode).toBe(200);
    expect((await call(`/api/documents/${documentId}/preview`, flow.tokens.admin)).statusCode).toBe(200);
    expect((await call(`/api/documents/${documentId}/preview`, flow.tokens.cliente)).statusCode).toBe(200);
    const lines = await linesOf(documentId);
    expect(lines.map((line) => [line.action, line.actorId, line.actorRole])).toEqual([
      ['descarga', flow.ids.gestor, 'gestor'],
      ['vista_previa', flow.ids.admin, 'admin'],
      ['vista_previa', flow.ids.cliente, 'cliente'],
    ]);
    expect(lines.every((line) => line.requestId === requestId && line.ip)).toBe(true);
  });

  it('writes the review decision in its transaction: approve, reject, and one line each in a batch', async () => {
    const { id } = await flow.createRequest();
    await flow.pay(id);
    const [first, second] = flow.fixedTramite.requiredDocuments;
    const approved = await flow.upload(id, first!);
    const rejected = await flow.upload(id, second!);
    await flow.approve(approved);
    await flow.reject(rejected, 'Ilegible', flow.tokens.admin);
    expect((await linesOf(approved)).map((line) => [line.action, line.actorId])).toEqual([
      ['aprobacion', flow.ids.gestor],
    ]);
    expect((await linesOf(rejected)).map((line) => [line.action, line.actorId, line.actorRole])).toEqual([
      ['rechazo', flow.ids.admin, 'admin'],
    ]);

    // The gestor panel's batch approval is one review call per document, sent together.
    const { id: batchId } = await flow.createRequest();
    await flow.pay(batchId);
    const batch = await Promise.all(
      flow.fixedTramite.requiredDocuments.map((name) => flow.upload(batchId, name)),
    );
    const answers = await Promise.all(
      batch.map((documentId) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/gestor/documents/${documentId}/review`,
          headers: bearer(flow.tokens.gestor),
          payload: { status: 'approved' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(batch.map(() => 200));
    for (const documentId of batch) {
      expect((await linesOf(documentId)).map((line) => line.action)).toEqual(['aprobacion']);
    }
  });

  it('writes nothing for a refused access, nor for a refused review', async () => {
    const { documentId } = await requestWithDocument();
    for (const token of [otherClient, otherGestor]) {
      expect((await call(`/api/documents/${documentId}/download`, token)).statusCode).toBe(403);
      expect((await call(`/api/documents/${documentId}/preview`, token)).statusCode).toBe(403);
    }
    expect((await call(`/api/documents/${documentId}/preview`)).statusCode).toBe(401);
    const refusedReview = await t.app.inject({
      method: 'PUT',
      url: `/api/gestor/documents/${documentId}/review`,
      headers: bearer(otherGestor),
      payload: { status: 'approved' },
    });
    expect(refusedReview.statusCode).toBe(403);
    expect(await linesOf(documentId)).toEqual([]);
  });
});

describe('GET /api/documents/{id}/preview', () => {
  it('serves the bytes inline, unsniffable, sandboxed and uncached', async () => {
    const { id } = await flow.createRequest();
    await flow.pay(id);
    const content = fileOf(SIGNATURES.png, 5000);
    const { payload, headers } = multipartBody({
      content,
      filename: 'Credencial (frente).png',
      contentType: 'image/png',
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/tramite-requests/${id}/upload-document?${new URLSearchParams({ document_name: flow.fixedTramite.requiredDocuments[0]! })}`,
      headers: { ...bearer(flow.tokens.cliente), ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const response = await call(`/api/documents/${uploaded.json().id}/preview`, flow.tokens.gestor);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Credencial (frente).png"; filename*=UTF-8''Credencial%20%28frente%29.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it('answers 404 for an unknown document and 415 for a type it cannot show, logging neither', async () => {
    expect(
      (await call('/api/documents/00000000-0000-0000-0000-000000000000/preview', flow.tokens.admin))
        .statusCode,
    ).toBe(404);
    expect((await call('/api/documents/no-es-un-id/preview', flow.tokens.admin)).statusCode).toBe(404);
    const { documentId } = await requestWithDocument();
    // Uploads are PDF, JPEG or PNG; an older row with another type is still refused inline.
    await t.app.db.update(documents).set({ contentType: 'text/html' }).where(eq(documents.id, documentId));
    const refused = await call(`/api/documents/${documentId}/preview`, flow.tokens.gestor);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(refused.json().detail).toMatch(/vista previa/);
    expect(await linesOf(documentId)).toEqual([]);
  });

  it('answers 410 for a purged document, to the preview and the download alike', async () => {
    const { documentId } = await requestWithDocument();
    await t.app.db.update(documents).set({ purgedAt: new Date() }).where(eq(documents.id, documentId));
    for (const kind of ['preview', 'download']) {
      const response = await call(`/api/documents/${documentId}/${kind}`, flow.tokens.cliente);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'document_purged' });
      expect(response.json().detail).toMatch(/periodo de conservación/);
    }
    // Still 403 for someone else: the tombstone says nothing to a stranger.
    expect((await call(`/api/documents/${documentId}/preview`, otherClient)).statusCode).toBe(403);
    expect(await linesOf(documentId)).toEqual([]);
  });
});

describe('GET /api/tramite-requests/{id}/document-access', () => {
  it("shows the request's people who saw what, newest first, without IPs, to its client and staff only", async () => {
    const { requestId, documentId } = await requestWithDocument();
    await call(`/api/documents/${documentId}/preview`, flow.tokens.gestor);
    await call(`/api/documents/${documentId}/download`, flow.tokens.admin);
    // Another request's access never shows here.
    const other = await requestWithDocument();
    await call(`/api/documents/${other.documentId}/download`, flow.tokens.gestor);

    for (const token of [flow.tokens.cliente, flow.tokens.gestor, flow.tokens.admin]) {
      const response = await call(`/api/tramite-requests/${requestId}/document-access`, token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.entries.map((entry: { action: string; actor_role: string }) => entry.action)).toEqual([
        'descarga',
        'vista_previa',
      ]);
      expect(body.entries[1]).toMatchObject({
        document_id: documentId,
        document_name: flow.fixedTramite.requiredDocuments[0],
        actor_id: flow.ids.gestor,
        actor_name: expect.any(String),
        actor_role: 'gestor',
        version: 1,
      });
      expect(body.entries[0]).not.toHaveProperty('ip');
    }
    const paged = (
      await call(`/api/tramite-requests/${requestId}/document-access?limit=1&offset=1`, flow.tokens.cliente)
    ).json();
    expect(paged).toMatchObject({ total: 2, entries: [{ action: 'vista_previa' }] });

    expect((await call(`/api/tramite-requests/${requestId}/document-access`)).statusCode).toBe(401);
    expect((await call(`/api/tramite-requests/${requestId}/document-access`, otherClient)).statusCode).toBe(
      403,
    );
    expect((await call(`/api/tramite-requests/${requestId}/document-access`, otherGestor)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          '/api/tramite-requests/00000000-0000-0000-0000-000000000000/document-access',
          flow.tokens.admin,
        )
      ).statusCode,
    ).toBe(404);
    const invalid = await call(
      `/api/tramite-requests/${requestId}/document-access?limit=0`,
      flow.tokens.cliente,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].field).toBe('limit');
  });
});

describe('GET /api/admin/document-access', () => {
  it('filters by user, request, folio and dates, with the IP, page by page', async () => {
    const first = await requestWithDocument();
    const second = await requestWithDocument();
    await call(`/api/documents/${first.documentId}/preview`, flow.tokens.gestor);
    await call(`/api/documents/${first.documentId}/download`, flow.tokens.cliente);
    await call(`/api/documents/${second.documentId}/preview`, flow.tokens.admin);
    const get = (query: string) => call(`/api/admin/document-access?${query}`, flow.tokens.admin);

    const byRequest = (await get(`request_id=${first.requestId}`)).json();
    expect(byRequest.total).toBe(2);
    expect(byRequest.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'descarga',
      'vista_previa',
    ]);
    expect(byRequest.entries[0]).toMatchObject({
      folio: first.folio,
      request_id: first.requestId,
      actor_id: flow.ids.cliente,
      actor_email: 'cliente@demo.mx',
      client_name: expect.any(String),
      ip: expect.any(String),
    });

    const byFolio = (await get(`folio=${second.folio.toLowerCase()}`)).json();
    expect(byFolio.entries.map((entry: { document_id: string }) => entry.document_id)).toEqual([
      second.documentId,
    ]);

    const byUser = (await get(`user_id=${flow.ids.admin}&request_id=${second.requestId}`)).json();
    expect(byUser.total).toBe(1);
    const byUserText = (await get(`user=cliente@demo&folio=${first.folio}`)).json();
    expect(byUserText.entries.map((entry: { action: string }) => entry.action)).toEqual(['descarga']);

    // Dates are Mexico City days: yesterday's and tomorrow's bounds hold today's lines, a past day none.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect((await get(`folio=${first.folio}&from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await get(`folio=${first.folio}&from=2020-01-01&to=2020-01-31`)).json().total).toBe(0);
    expect((await get(`folio=${first.folio}&from=2999-01-01`)).json().total).toBe(0);

    const page = (await get(`folio=${first.folio}&limit=1&page=2`)).json();
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, entries: [{ action: 'vista_previa' }] });
  });

  it('is for admins only (401/403 before validation) and validates its filters (422)', async () => {
    expect((await call('/api/admin/document-access')).statusCode).toBe(401);
    expect((await call('/api/admin/document-access?from=no', flow.tokens.gestor)).statusCode).toBe(403);
    expect((await call('/api/admin/document-access', flow.tokens.cliente)).statusCode).toBe(403);
    for (const query of ['user_id=nope', 'from=2026-02-30', 'page=0', 'request_id=123']) {
      const response = await call(`/api/admin/document-access?${query}`, flow.tokens.admin);
      expect(response.statusCode, query).toBe(422);
    }
  });
});
