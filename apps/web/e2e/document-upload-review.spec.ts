import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  getComplete,
  requirementCard,
  TINY_PDF,
  TINY_PNG,
} from './request-helpers.ts';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('documentos: el cliente sube, el gestor rechaza con motivo, el cliente corrige y todo se aprueba', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tramite = await findTramite(
    request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length >= 2,
  );
  const [firstDoc, secondDoc, ...otherDocs] = tramite.required_documents as [string, string, ...string[]];
  const clientToken = await apiToken(request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(request, clientToken, tramite.id);
  await acceptAndPayViaApi(request, clientToken, id);
  // New requests go to the least-loaded gestor (none when all are full): make it the demo gestor.
  await assignToGestor(request, id, DEMO_USERS.gestor, DEMO_USERS.admin);
  const { solicitud } = await getComplete(request, clientToken, id);
  expect(solicitud.status).toBe('esperando_documentos');

  // The client uploads a PDF and a PNG.
  const client = await signedInPage(browser, DEMO_USERS.cliente);
  await client.goto(`/tramite/${id}/documentos`);
  await expect(client.getByRole('heading', { level: 1, name: tramite.name })).toBeVisible();
  const firstCard = requirementCard(client, firstDoc);
  const secondCard = requirementCard(client, secondDoc);
  await expect(firstCard.getByText('Sin subir').first()).toBeVisible();

  // Checked in the browser before anything is sent.
  await firstCard.locator('input[type="file"]').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(
    firstCard.getByText('Tipo de archivo no permitido. Solo se permiten PDF, JPG, PNG.'),
  ).toBeVisible();

  await firstCard.locator('input[type="file"]').setInputFiles(TINY_PDF);
  await expect(firstCard.getByText('Pendiente de revisión').first()).toBeVisible();
  await expect(firstCard.getByText(TINY_PDF.name)).toBeVisible();
  await secondCard.locator('input[type="file"]').setInputFiles(TINY_PNG);
  await expect(secondCard.getByText('Pendiente de revisión').first()).toBeVisible();
  for (const name of otherDocs) {
    await requirementCard(client, name).locator('input[type="file"]').setInputFiles(TINY_PDF);
    await expect(requirementCard(client, name).getByText('Pendiente de revisión').first()).toBeVisible();
  }

  // The assigned gestor rejects the first one with a reason.
  const staff = await signedInPage(browser, DEMO_USERS.gestor);
  await staff.goto(`/solicitud/${id}`);
  const staffDocs = staff.getByRole('region', { name: 'Documentos' });
  await staffDocs.getByRole('button', { name: `Rechazar: ${firstDoc}` }).click();
  const rejectDialog = staff.getByRole('dialog', { name: 'Rechazar documento' });
  const confirmReject = rejectDialog.getByRole('button', { name: 'Rechazar documento' });
  await expect(confirmReject).toBeDisabled();
  await rejectDialog.getByLabel(/Motivo del rechazo/).fill('La imagen está borrosa, sube una copia legible');
  await confirmReject.click();
  await expect(rejectDialog).toBeHidden();
  await expect(
    requirementCard(staff, firstDoc).getByText('Rechazado', { exact: true }).first(),
  ).toBeVisible();

  // Downloads go through the authorised endpoint with the token (fetched, then saved).
  const downloadPromise = staff.waitForEvent('download');
  await requirementCard(staff, secondDoc)
    .getByRole('button', { name: `Descargar ${TINY_PNG.name}` })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(TINY_PNG.name);

  // The client sees the reason and uploads again.
  await client.reload();
  await expect(firstCard.getByText('Rechazado', { exact: true }).first()).toBeVisible();
  await expect(firstCard.getByText('Motivo: La imagen está borrosa, sube una copia legible')).toBeVisible();
  await firstCard
    .locator('input[type="file"]')
    .setInputFiles({ ...TINY_PDF, name: 'constancia-legible.pdf' });
  await expect(firstCard.getByText('Pendiente de revisión').first()).toBeVisible();
  await expect(firstCard.getByText('Versión 2')).toBeVisible();

  // The gestor approves everything.
  await staff.reload();
  for (const name of tramite.required_documents) {
    await staffDocs.getByRole('button', { name: `Aprobar: ${name}` }).click();
    const approveDialog = staff.getByRole('dialog', { name: 'Aprobar documento' });
    await approveDialog.getByRole('button', { name: 'Aprobar documento' }).click();
    await expect(approveDialog).toBeHidden();
    await expect(requirementCard(staff, name).getByText('Aprobado', { exact: true }).first()).toBeVisible();
  }

  // The gestor is told in staff words, never with the client's '¡Todos tus documentos…!'.
  const staffToast = staff.locator('[data-sonner-toast]', {
    hasText: 'Todos los documentos de esta solicitud están aprobados',
  });
  await expect(staffToast).toBeVisible();
  await expect(staff.getByText('¡Todos tus documentos fueron aprobados!')).toHaveCount(0);
  await expect(
    staff
      .getByRole('region', { name: 'Documentos' })
      .getByText('Todos los documentos de esta solicitud están aprobados'),
  ).toBeVisible();

  // The client sees the completion message.
  await client.reload();
  await expect(client.getByText('¡Todos tus documentos fueron aprobados!')).toBeVisible();
  await expect(firstCard.getByText('Aprobado', { exact: true }).first()).toBeVisible();
  expect((await getComplete(request, clientToken, id)).solicitud.status).toBe('en_proceso');
});
