import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SolicitudComplete, Tramite } from '@tramites/shared';
import { DEMO_PASSWORD } from './fixtures.ts';

/**
 * The first procedure matching `accept` across the public catalogue (the API is the source of truth). Only
 * procedures without a request form unless `withForm`: since issue 25 most seeded ones ask their data in a
 * form, and these tests send the spec's plain request.
 */
export async function findTramite(
  request: APIRequestContext,
  accept: (tramite: Tramite) => boolean,
  options: { withForm?: boolean } = {},
): Promise<Tramite> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  for (const category of categories) {
    const tramites = (await (
      await request.get(`/api/categories/${category.id}/tramites`)
    ).json()) as Tramite[];
    const found = tramites.find(
      (tramite) =>
        (options.withForm || tramite.form_template_id === null) &&
        // A procedure with sensitive data asks the client's express consent first (issue 25).
        !tramite.sensitive_data &&
        accept(tramite),
    );
    if (found) {
      return found;
    }
  }
  throw new Error('No hay un trámite que cumpla la condición');
}

/** A Bearer token for a demo account, straight from the API. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The client creates a request through the API (tests that are not about the request form). */
export async function createRequestViaApi(
  request: APIRequestContext,
  clientToken: string,
  tramiteId: number,
): Promise<string> {
  const response = await request.post('/api/tramites/request', {
    headers: bearer(clientToken),
    data: {
      tramite_type_id: tramiteId,
      nombre_completo: 'María López',
      telefono: '5512345678',
      email: 'cliente@demo.mx',
      beneficiario_tipo: 'para_mi',
      description: 'Creada por una prueba e2e',
      confirmacion_documentos: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function getComplete(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<SolicitudComplete> {
  const response = await request.get(`/api/solicitudes/${id}/complete`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SolicitudComplete;
}

/** Accept the automatic quotation and pay it (simulated, demo mode): the request waits for documents. */
export async function acceptAndPayViaApi(request: APIRequestContext, clientToken: string, id: string) {
  const { cotizacion } = await getComplete(request, clientToken, id);
  expect(cotizacion).not.toBeNull();
  expect(
    (await request.post(`/api/quotations/${cotizacion!.id}/accept`, { headers: bearer(clientToken) })).ok(),
  ).toBe(true);
  expect(
    (await request.post(`/api/tramite-requests/${id}/pay`, { headers: bearer(clientToken) })).status(),
  ).toBe(201);
}

/** Makes sure the request is assigned to this gestor (an admin reassigns it if needed). */
export async function assignToGestor(
  request: APIRequestContext,
  id: string,
  gestorEmail: string,
  adminEmail: string,
): Promise<void> {
  const adminToken = await apiToken(request, adminEmail);
  const { gestor } = await getComplete(request, adminToken, id);
  if (gestor?.email === gestorEmail) {
    return;
  }
  const { gestores } = (await (
    await request.get('/api/admin/gestores/workload', { headers: bearer(adminToken) })
  ).json()) as { gestores: { gestor_id: string; email: string }[] };
  const target = gestores.find((candidate) => candidate.email === gestorEmail);
  expect(target).toBeDefined();
  const response = await request.put(`/api/admin/solicitudes/${id}/assign-gestor`, {
    headers: bearer(adminToken),
    params: { new_gestor_id: target!.gestor_id, assignment_reason: 'Prueba e2e' },
  });
  expect(response.ok()).toBe(true);
}

/** Tiny but real files: the server checks the first bytes, not only the declared type. */
export const TINY_PDF = {
  name: 'constancia.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};
export const TINY_PNG = {
  name: 'identificacion.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The card of one required document on the documents page or the request panel. */
export const requirementCard = (page: Page, name: string) => page.getByRole('article', { name });

/** A real one-page PDF (the preview draws it with PDF.js), its cross-reference offsets computed. */
export function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
