import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite, getComplete, TINY_PDF } from './request-helpers.ts';

// Issue 26: on a phone the client always sees, first, what to do next, with the button that does it.
test.use({ viewport: { width: 390, height: 844 } });

test('the next-action card leads a client from the quotation to paying, uploading and correcting', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 1,
  );
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  const { cotizacion, solicitud } = await getComplete(page.request, clientToken, id);
  const total = `$${cotizacion!.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Where sending a request lands: the documents page. Its first card is the quotation, with its total.
  await page.goto(`/tramite/${id}/documentos`);
  const review = page.getByRole('region', { name: 'Revisa y acepta tu cotización' });
  await expect(review.getByText(`El total es ${total}.`, { exact: false })).toBeVisible();
  await review.getByRole('link', { name: 'Revisar cotización' }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitud/${id}#cotizacion$`));
  await page
    .getByRole('region', { name: 'Cotización' })
    .getByRole('button', { name: 'Aceptar cotización' })
    .click();

  const pay = page.getByRole('region', { name: 'Paga para empezar tu trámite' });
  await expect(pay).toBeVisible();
  await pay.getByRole('link', { name: 'Pagar ahora' }).click();
  const payStep = page.getByRole('region', { name: 'Pagar' });
  await payStep.getByRole('radio', { name: /Pago simulado/ }).check();
  await payStep.getByRole('button', { name: 'Pagar (simulado)' }).click();

  // Paid: the card names every document still missing.
  const upload = page.getByRole('region', { name: `Sube ${tramite.required_documents.length} documentos` });
  await expect(upload.getByText(`Faltan: ${tramite.required_documents.join(', ')}.`)).toBeVisible();

  // On a phone its button stays reachable while the page scrolls: docked at the bottom.
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('link', { name: 'Subir documentos' }).last()).toBeInViewport();

  // The gestor rejects the first document: the dashboard asks for it first, with the reason.
  const [firstDocument] = tramite.required_documents;
  const uploaded = await page.request.post(`/api/tramite-requests/${id}/upload-document`, {
    headers: { Authorization: `Bearer ${clientToken}` },
    params: { document_name: firstDocument! },
    multipart: { file: TINY_PDF },
  });
  expect(uploaded.status()).toBe(201);
  const gestorToken = await apiToken(page.request, DEMO_USERS.admin);
  const rejected = await page.request.put(
    `/api/gestor/documents/${((await uploaded.json()) as { id: string }).id}/review`,
    {
      headers: { Authorization: `Bearer ${gestorToken}` },
      data: { status: 'rejected', rejection_reason: 'La imagen está borrosa' },
    },
  );
  expect(rejected.ok()).toBe(true);

  await page.goto('/dashboard');
  const required = page.getByRole('region', { name: /Acción requerida/ });
  const entry = required.getByRole('listitem').filter({ hasText: solicitud.folio });
  await expect(entry.getByText(`«${firstDocument}» fue rechazado: La imagen está borrosa`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Acción requerida en \d+ trámites?/ })).toBeVisible();
  await entry.getByRole('link', { name: 'Subir nueva versión' }).click();
  await expect(page).toHaveURL(new RegExp(`/tramite/${id}/documentos#documentos$`));
  await expect(page.getByRole('region', { name: 'Corrige un documento rechazado' })).toBeVisible();
});
