import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  onePagePdf,
  requirementCard,
} from './request-helpers.ts';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('registro de accesos: el gestor ve un documento en vista previa y el cliente lo ve en "Quién ha visto tus documentos"', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tramite = await findTramite(
    request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length >= 1,
  );
  const documentName = tramite.required_documents[0]!;
  const clientToken = await apiToken(request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(request, clientToken, tramite.id);
  await acceptAndPayViaApi(request, clientToken, id);
  await assignToGestor(request, id, DEMO_USERS.gestor, DEMO_USERS.admin);
  const uploaded = await request.post(`/api/tramite-requests/${id}/upload-document`, {
    headers: { Authorization: `Bearer ${clientToken}` },
    params: { document_name: documentName },
    multipart: {
      file: { name: 'acta.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Acta de prueba') },
    },
  });
  expect(uploaded.status()).toBe(201);

  // The gestor opens the preview pane from the documents section: the PDF's page is drawn inline.
  const gestor = await signedInPage(browser, DEMO_USERS.gestor);
  await gestor.goto(`/solicitud/${id}`);
  const card = requirementCard(gestor, documentName);
  await card.getByRole('button', { name: `Vista previa de ${documentName}` }).click();
  const pane = gestor.getByRole('dialog', { name: `Vista previa: ${documentName}` });
  await expect(pane).toBeVisible();
  const page = pane.getByRole('img', { name: 'Página 1 de 1' });
  await expect(page).toBeVisible();
  // Drawn, not blank: the canvas has the page's size.
  expect(await page.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBeGreaterThan(200);
  await expect(pane.getByRole('button', { name: 'Descargar acta.pdf' })).toBeVisible();
  await expectNoSeriousAxeViolations(gestor);
  await gestor.keyboard.press('Escape');
  await expect(pane).toBeHidden();
  // Focus goes back to the button that opened the pane.
  await expect(card.getByRole('button', { name: `Vista previa de ${documentName}` })).toBeFocused();

  // The client reads who saw it, in plain words.
  const client = await signedInPage(browser, DEMO_USERS.cliente);
  await client.goto(`/solicitud/${id}`);
  const section = client.getByRole('region', { name: 'Quién ha visto tus documentos' });
  const entries = section.getByRole('list', { name: 'Accesos a los documentos' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Tu gestor');
  await expect(entries.first()).toContainText(`Vio en vista previa: ${documentName}`);
  await expectNoSeriousAxeViolations(client);
  await gestor.context().close();
  await client.context().close();
});
