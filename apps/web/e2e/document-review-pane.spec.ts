import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  onePagePdf,
} from './request-helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

interface RequirementStatus {
  required_name: string;
  document: { id: string; status: string; rejection_reason: string | null } | null;
}

test('revisión en línea (issue 27): el gestor ve un PDF sin descargarlo, lo aprueba con A, ve Deshacer y rechaza otro con un motivo predefinido', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tramite = await findTramite(
    request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length >= 2,
  );
  const [firstDoc, secondDoc] = tramite.required_documents as [string, string];
  const clientToken = await apiToken(request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(request, clientToken, tramite.id);
  await acceptAndPayViaApi(request, clientToken, id);
  await assignToGestor(request, id, DEMO_USERS.gestor, DEMO_USERS.admin);
  for (const [name, file] of [
    [firstDoc, 'primero.pdf'],
    [secondDoc, 'segundo.pdf'],
  ] as const) {
    const uploaded = await request.post(`/api/tramite-requests/${id}/upload-document`, {
      headers: { Authorization: `Bearer ${clientToken}` },
      params: { document_name: name },
      multipart: { file: { name: file, mimeType: 'application/pdf', buffer: onePagePdf(name.slice(0, 20)) } },
    });
    expect(uploaded.status()).toBe(201);
  }
  const statusOf = async (name: string) => {
    const response = await request.get(`/api/tramite-requests/${id}/documents`, {
      headers: { Authorization: `Bearer ${clientToken}` },
    });
    const body = (await response.json()) as { documents_status: RequirementStatus[] };
    return body.documents_status.find((requirement) => requirement.required_name === name)?.document;
  };

  await signIn(page, DEMO_USERS.gestor);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/solicitud/${id}`);
  await page.getByRole('tab', { name: 'Revisar con vista previa' }).click();
  const pane = page.getByRole('region', { name: /Revisión de documentos/ });
  await expect(pane.getByText('Atajos con el foco en el panel:')).toBeVisible();

  // The first pending document is shown inline: its page drawn by PDF.js, nothing downloaded.
  const preview = pane.getByRole('region', { name: `Vista previa: ${firstDoc}` });
  const drawnPage = preview.getByRole('img', { name: 'Página 1 de 1' });
  await expect(drawnPage).toBeVisible();
  expect(await drawnPage.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBeGreaterThan(200);
  await expect(pane.getByText('primero.pdf')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A approves with no dialog; Deshacer is offered for 5 s, then the approval is saved.
  await preview.focus();
  await page.keyboard.press('a');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pane.getByRole('status').filter({ hasText: 'Documento aprobado' })).toBeVisible();
  await expect(pane.getByRole('button', { name: 'Deshacer' })).toBeVisible();
  expect((await statusOf(firstDoc))?.status).toBe('pending');
  await expect(pane.getByRole('button', { name: 'Deshacer' })).toBeHidden({ timeout: 8_000 });
  await expect.poll(async () => (await statusOf(firstDoc))?.status).toBe('approved');

  // The next pending document came up; R opens the rejection with its reason focused, a preset fills it.
  await expect(pane.getByRole('region', { name: `Vista previa: ${secondDoc}` })).toBeVisible();
  await page.keyboard.press('r');
  const reason = pane.getByRole('textbox', { name: /Motivo del rechazo/ });
  await expect(reason).toBeFocused();
  await pane.getByRole('button', { name: 'Ilegible', exact: true }).click();
  await expect(reason).toHaveValue('Ilegible');
  await pane.getByRole('button', { name: 'Rechazar documento' }).click();
  await expect.poll(async () => (await statusOf(secondDoc))?.rejection_reason).toBe('Ilegible');
  await expect(
    pane.getByRole('button', { name: new RegExp(`^${secondDoc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toContainText('Rechazado');
});
