import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { fileOf, multipartBody, SIGNATURES } from '../modules/documents/test-helpers.ts';
import { tramitesWithoutForm } from './catalog-rows.ts';
import { bearer, loginAs, type TestApp } from './test-app.ts';

type Role = 'cliente' | 'gestor' | 'admin';

/**
 * The demo accounts walking requests through their life over the API, for tests about what each step
 * causes (events, notifications, read state). Every new request goes to the demo gestor.
 */
export interface RequestFlow {
  tokens: Record<Role, string>;
  ids: Record<Role, string>;
  fixedTramite: { id: number; name: string; requiredDocuments: string[] };
  variableTramite: { id: number; name: string; requiredDocuments: string[] };
  /** A request of `token`'s client: fixed price (quoted at once) unless `variable`. */
  createRequest: (options?: { token?: string; variable?: boolean }) => Promise<{ id: string; folio: string }>;
  /** Staff quote a variable-price request. */
  quote: (requestId: string, amount?: string) => Promise<void>;
  /** Staff record the payment of the current quotation (the request then waits for documents). */
  pay: (requestId: string) => Promise<void>;
  /** Uploads a PDF for a requirement; returns the document's id. */
  upload: (requestId: string, requiredName: string, token?: string) => Promise<string>;
  approve: (documentId: string, token?: string) => Promise<void>;
  reject: (documentId: string, reason: string, token?: string) => Promise<void>;
  say: (requestId: string, text: string, token: string) => Promise<void>;
  changeStatus: (requestId: string, status: string, token: string) => Promise<void>;
}

async function expectStatus(response: { statusCode: number; body: string }, expected: number, what: string) {
  if (response.statusCode !== expected) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

export async function setUpRequestFlow(t: TestApp): Promise<RequestFlow> {
  const app: FastifyInstance = t.app;
  const tokens = {
    cliente: await loginAs(app, 'cliente@demo.mx'),
    gestor: await loginAs(app, 'gestor@demo.mx'),
    admin: await loginAs(app, 'admin@demo.mx'),
  };
  const idOf = async (email: string) =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const ids = {
    cliente: await idOf('cliente@demo.mx'),
    gestor: await idOf('gestor@demo.mx'),
    admin: await idOf('admin@demo.mx'),
  };
  await app.db
    .update(users)
    .set({ maxConcurrent: 0 })
    .where(and(eq(users.role, 'gestor'), ne(users.id, ids.gestor)));
  await app.db.update(users).set({ maxConcurrent: 100_000 }).where(eq(users.id, ids.gestor));
  const all = await tramitesWithoutForm(app.db);
  const fixedTramite = all.find((row) => row.priceType === 'fijo' && row.requiredDocuments.length > 1)!;
  const variableTramite = all.find(
    (row) => row.priceType === 'variable' && row.requiredDocuments.length > 0,
  )!;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload });

  return {
    tokens,
    ids,
    fixedTramite,
    variableTramite,
    createRequest: async (options = {}) => {
      const tramite = options.variable ? variableTramite : fixedTramite;
      const response = await inject('POST', '/api/tramites/request', options.token ?? tokens.cliente, {
        tramite_type_id: tramite.id,
        description: 'Solicitud de prueba',
      });
      await expectStatus(response, 201, 'crear solicitud');
      return { id: response.json().id, folio: response.json().folio };
    },
    quote: async (requestId, amount = '1500.00') => {
      const response = await inject('POST', '/api/quotations', tokens.gestor, {
        tramite_request_id: requestId,
        amount,
        description: 'Honorarios',
      });
      await expectStatus(response, 201, 'cotizar');
    },
    pay: async (requestId) => {
      const complete = (await inject('GET', `/api/solicitudes/${requestId}/complete`, tokens.admin)).json();
      const response = await inject('POST', '/api/payments', tokens.gestor, {
        tramite_request_id: requestId,
        method: 'spei',
        amount: String(complete.cotizacion.amount),
        reference: 'SPEI-PRUEBA',
      });
      await expectStatus(response, 201, 'pagar');
    },
    upload: async (requestId, requiredName, token = tokens.cliente) => {
      const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
      const response = await app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: requiredName })}`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
      await expectStatus(response, 201, 'subir documento');
      return response.json().id;
    },
    approve: async (documentId, token = tokens.gestor) => {
      const response = await inject('PUT', `/api/gestor/documents/${documentId}/review`, token, {
        status: 'approved',
        review_notes: 'Correcto',
      });
      await expectStatus(response, 200, 'aprobar');
    },
    reject: async (documentId, reason, token = tokens.gestor) => {
      const response = await inject('PUT', `/api/gestor/documents/${documentId}/review`, token, {
        status: 'rejected',
        rejection_reason: reason,
      });
      await expectStatus(response, 200, 'rechazar');
    },
    say: async (requestId, text, token) => {
      const response = await inject('POST', `/api/tramite-requests/${requestId}/messages`, token, {
        message_text: text,
      });
      await expectStatus(response, 201, 'enviar mensaje');
    },
    changeStatus: async (requestId, status, token) => {
      const response = await inject('PUT', `/api/tramites/${requestId}/status`, token, {
        status,
        notes: 'Cambio de prueba',
      });
      await expectStatus(response, 200, 'cambiar estado');
    },
  };
}
