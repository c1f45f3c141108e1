import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAssignedRequest, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';

/** Issue 20: staff name cases by folio, and every search box that finds requests finds them by folio. */
let t: TestApp;
let tokens: { cliente: string; gestor: string; admin: string };
let request: { id: string; folio: string; documentId: string };

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    cliente: await loginAs(t.app, 'cliente@demo.mx'),
    gestor: await loginAs(t.app, 'gestor@demo.mx'),
    admin: await loginAs(t.app, 'admin@demo.mx'),
  };
  const created = await createAssignedRequest(t.app, tokens);
  const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${created.id}/upload-document?document_name=${encodeURIComponent(created.tramite.required_documents[0]!)}`,
    headers: { ...bearer(tokens.cliente), ...headers },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { folio } = (await get(`/api/solicitudes/${created.id}/complete`, tokens.admin)).solicitud;
  expect(folio).toMatch(/^TMX-\d{4}-\d{6}$/);
  request = { id: created.id, folio, documentId: uploaded.json().id };
});
afterAll(() => t.close());

/** The folio as typed: exact, lower case, and its number alone ('000016'). */
const spellings = () => [request.folio, request.folio.toLowerCase(), request.folio.slice(-6)];

describe('folio in staff lists', () => {
  it('GET /api/gestor/pending-documents carries the folio and finds the request by it', async () => {
    for (const token of [tokens.gestor, tokens.admin]) {
      for (const search of spellings()) {
        const rows = await get(
          `/api/gestor/pending-documents?limit=200&search=${encodeURIComponent(search)}`,
          token,
        );
        expect(rows.map((row: { id: string }) => row.id)).toContain(request.documentId);
        expect(rows.every((row: { folio: string }) => row.folio.includes(search.toUpperCase()))).toBe(true);
      }
    }
    expect(await get('/api/gestor/pending-documents?limit=200&search=TMX-1999-', tokens.gestor)).toEqual([]);
  });

  it('the admin document lists carry the folio', async () => {
    const pending = await get('/api/admin/documents/pending?limit=200', tokens.admin);
    expect(pending.find((row: { id: string }) => row.id === request.documentId)).toMatchObject({
      folio: request.folio,
    });
    const all = await get('/api/admin/documents/all?limit=200', tokens.admin);
    expect(all.documents.find((row: { id: string }) => row.id === request.documentId)).toMatchObject({
      folio: request.folio,
    });
  });

  it('GET /api/solicitudes/enriched finds the request by its folio, for staff and for its client', async () => {
    for (const token of [tokens.gestor, tokens.admin, tokens.cliente]) {
      for (const search of spellings()) {
        const { solicitudes: rows } = (await get(
          `/api/solicitudes/enriched?limit=100&search=${encodeURIComponent(search)}`,
          token,
        )) as { solicitudes: { id: string; folio: string }[] };
        expect(rows.map((row) => row.id)).toContain(request.id);
        expect(rows.find((row) => row.id === request.id)?.folio).toBe(request.folio);
      }
    }
  });
});
