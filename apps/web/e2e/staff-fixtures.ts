import { type APIRequestContext, test as base, expect } from '@playwright/test';
import type { GestorMetrics } from '@tramites/shared';
import { DEMO_USERS } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  getComplete,
  TINY_PDF,
  TINY_PNG,
} from './request-helpers.ts';

/** The gestor and admin panels' set-up through the API, on top of the request helpers. */
export const apiLogin = apiToken;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface CreatedRequest {
  id: string;
  folio: string;
  tramiteName: string;
  requiredDocuments: string[];
}

/**
 * As cliente@demo.mx: requests a fixed-price procedure with at least `documents` requirements (its
 * quotation is issued at once, status cotizacion_enviada); with `pay`, accepts and pays it (demo
 * payment: esperando_documentos); with `gestorEmail`, makes sure that gestor has the case.
 */
export interface CreateRequestOptions {
  documents?: number;
  pay?: boolean;
  gestorEmail?: string;
}

export async function createRequest(
  request: APIRequestContext,
  options: CreateRequestOptions = {},
): Promise<CreatedRequest> {
  const { documents = 1, pay = false, gestorEmail } = options;
  const client = await apiToken(request, DEMO_USERS.cliente);
  const tramite = await findTramite(
    request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length >= documents,
  );
  const id = await createRequestViaApi(request, client, tramite.id);
  if (pay) {
    await acceptAndPayViaApi(request, client, id);
  }
  if (gestorEmail) {
    await assignToGestor(request, id, gestorEmail, DEMO_USERS.admin);
  }
  const { solicitud } = await getComplete(request, client, id);
  return {
    id,
    folio: solicitud.folio,
    tramiteName: tramite.name,
    requiredDocuments: tramite.required_documents,
  };
}

export interface UploadedDocument {
  id: string;
  name: string;
}

/** Uploads the first `count` required documents as the client (PDFs, and a PNG for the second). */
export async function uploadDocuments(
  request: APIRequestContext,
  solicitud: { id: string; requiredDocuments: string[] },
  count: number,
): Promise<UploadedDocument[]> {
  const client = await apiToken(request, DEMO_USERS.cliente);
  const uploaded: UploadedDocument[] = [];
  for (const [index, name] of solicitud.requiredDocuments.slice(0, count).entries()) {
    const file = index === 1 ? TINY_PNG : TINY_PDF;
    const response = await request.post(`/api/tramite-requests/${solicitud.id}/upload-document`, {
      headers: bearer(client),
      params: { document_name: name },
      multipart: { file: { ...file, name: `${index + 1}-${file.name}` } },
    });
    expect(response.status(), await response.text()).toBe(201);
    uploaded.push({ id: ((await response.json()) as { id: string }).id, name });
  }
  return uploaded;
}

export async function gestorMetrics(request: APIRequestContext, token: string): Promise<GestorMetrics> {
  const response = await request.get('/api/gestor/metrics', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as GestorMetrics;
}

/**
 * `solicitudes.create(...)` makes a request for the test and cancels it afterwards, so the gestores'
 * open workload (capacity 10 each) stays free for the specs that run later.
 */
export interface SolicitudesFixture {
  create: (options?: CreateRequestOptions) => Promise<CreatedRequest>;
}

export const test = base.extend<{ solicitudes: SolicitudesFixture }>({
  solicitudes: async ({ request }, use) => {
    const created: string[] = [];
    await use({
      create: async (options) => {
        const solicitud = await createRequest(request, options);
        created.push(solicitud.id);
        return solicitud;
      },
    });
    const admin = await apiToken(request, DEMO_USERS.admin);
    for (const id of created) {
      await request.put(`/api/tramites/${id}/status`, {
        headers: bearer(admin),
        data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
      });
    }
  },
});
