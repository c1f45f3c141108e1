import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, firstCategoryId, signIn } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  getComplete,
} from './request-helpers.ts';

/**
 * A solicitud from start to finish: the client's request form, the fixed-price quotation accepted and paid,
 * then the status moved by its gestor and forced by an admin. Its documents: document-upload-review.spec.ts;
 * its chat: solicitud-chat.spec.ts.
 */

/** Signed in as the client, opens the request form of a trámite (the category's first when none is named). */
async function openSolicitudForm(page: Page, categoryId: number, tramiteId?: number) {
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/categoria/${categoryId}`);
  const scope = tramiteId === undefined ? page : page.locator(`#tramite-card-${tramiteId}`);
  await scope.getByRole('button', { name: 'Solicitar' }).first().click();
  return page.getByRole('dialog');
}

test('un cliente solicita un trámite y llega a la página de documentos', async ({ page }) => {
  // A procedure without a request form of its own: this test is about the spec's form.
  const tramite = await findTramite(page.request, () => true);
  const dialog = await openSolicitudForm(page, tramite.category_id, tramite.id);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue(
    DEMO_USERS.cliente,
  );
  const submit = dialog.getByRole('button', { name: 'Enviar solicitud' });
  await expect(submit).toBeDisabled();

  const phone = dialog.getByLabel('Teléfono');
  await phone.fill('');
  await phone.pressSequentially('55-1234-abc-567899');
  await expect(phone).toHaveValue('5512345678');

  await dialog.getByLabel('Para un tercero').check();
  await dialog.getByLabel(/Confirmo que tengo disponibles/).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('Nombre del beneficiario es requerido')).toBeVisible();

  await dialog.getByLabel('Nombre del beneficiario').fill('Juan Pérez');
  await submit.click();
  await expect(page).toHaveURL(/\/tramite\/[^/]+\/documentos$/);
});

test('Escape cierra el formulario de solicitud', async ({ page }) => {
  const categoryId = await firstCategoryId(page);
  await openSolicitudForm(page, categoryId);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/categoria/${categoryId}$`));
});

test('cliente: solicita un trámite de precio fijo, acepta la cotización y paga (simulado)', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  const dialog = await openSolicitudForm(page, tramite.category_id, tramite.id);
  await dialog.getByLabel(/Confirmo que tengo disponibles/).check();
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/tramite\/[^/]+\/documentos$/);

  // From the documents page to the unified request panel.
  await page.getByRole('link', { name: 'Ver detalle de la solicitud' }).click();
  await expect(page).toHaveURL(/\/solicitud\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: tramite.name })).toBeVisible();

  const quotation = page.getByRole('region', { name: 'Cotización' });
  await expect(quotation.getByText('Pendiente de respuesta')).toBeVisible();
  await quotation.getByRole('button', { name: 'Aceptar cotización' }).click();
  await expect(quotation.getByText('Aceptada', { exact: true })).toBeVisible();
  const pay = page.getByRole('region', { name: 'Pagar' });
  await pay.getByRole('radio', { name: /Pago simulado/ }).check();
  await pay.getByRole('button', { name: 'Pagar (simulado)' }).click();

  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Esperando documentos')).toBeVisible();
  await expect(quotation.getByText('Pagos registrados')).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Historial' });
  await expect(timeline.getByText('Cotización aceptada', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Pago registrado', { exact: true })).toBeVisible();
  const lastMove = timeline
    .getByRole('listitem')
    .filter({ hasText: 'Pago recibido: faltan documentos por subir' });
  await expect(lastMove.getByText('Esperando documentos')).toBeVisible();
});

test('cliente: su solicitud en sus palabras (pasos, entrega estimada y mensajes del chat)', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  await acceptAndPayViaApi(page.request, clientToken, id);
  const { solicitud } = await getComplete(page.request, clientToken, id);

  await signIn(page, DEMO_USERS.cliente);
  // Signed in before leaving: otherwise the login's own move to /dashboard may land after this goto.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/solicitud/${id}`);
  // Paid: the documents are the step now; the clock waits on them; no SLA, no internal id.
  const steps = page.getByRole('list', { name: 'Pasos de tu trámite' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Documentos');
  await expect(steps.getByRole('listitem').filter({ hasText: 'Pago' })).toContainText('(hecho)');
  await expect(page.getByText('En pausa: esperando tus documentos')).toBeVisible();
  await expect(page.getByText('Plazo (SLA)')).toHaveCount(0);
  await expect(page.getByText(solicitud.short_id)).toHaveCount(0);
  // The chat tells it as a person would.
  const chat = page.getByRole('log');
  await expect(chat.getByText('Recibimos tu pago. ¡Gracias!')).toBeVisible();
  await expect(
    chat.getByText('Ahora sube tus documentos para que tu gestor pueda revisarlos.'),
  ).toBeVisible();
  await expect(chat.getByText(/Estado actualizado/)).toHaveCount(0);

  // The documents page shows the same road where 'Próximos pasos' was.
  await page.goto(`/tramite/${id}/documentos`);
  const road = page.getByRole('region', { name: 'Pasos de tu trámite' });
  await expect(road.locator('[aria-current="step"]')).toContainText('Documentos');
});

test('gestor: cambia el estado desde el panel de la solicitud', async ({ page }) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'fijo');
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  await assignToGestor(page.request, id, DEMO_USERS.gestor, DEMO_USERS.admin);

  await signIn(page, DEMO_USERS.gestor);
  await expect(page).toHaveURL(/\/gestor$/);
  await page.goto(`/solicitud/${id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Cotización enviada')).toBeVisible();

  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  // Only the moves the server allows from 'Cotización enviada' for staff.
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByText('Forzar otro estado')).toHaveCount(0);
  await dialog.getByLabel('Cotización solicitada').check();
  await dialog.getByLabel('Notas (opcional)').fill('El cliente pidió ajustar el alcance');
  await dialog.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(dialog).toBeHidden();

  await expect(header.getByText('Cotización solicitada')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Historial' });
  const move = timeline.getByRole('listitem').filter({ hasText: 'El cliente pidió ajustar el alcance' });
  await expect(move.getByText('Cambio de estado', { exact: true })).toBeVisible();
  await expect(move.getByText(/Jorge Ramírez/)).toBeVisible();

  const { solicitud } = await getComplete(page.request, clientToken, id);
  expect(solicitud.status).toBe('cotizacion_solicitada');
});

test('admin: forzar un estado fuera del flujo exige un motivo', async ({ page }) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'fijo');
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);

  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/solicitud/${id}`);
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await dialog.getByLabel(/Forzar otro estado/).check();
  await dialog.getByLabel(/Estado a forzar/).selectOption({ label: 'En proceso' });
  await dialog.getByRole('button', { name: 'Forzar cambio' }).click();
  await expect(dialog.getByText('Para forzar este cambio de estado, indica un motivo.')).toBeVisible();

  await dialog.getByLabel(/Motivo/).fill('Documentos entregados en oficina');
  await dialog.getByRole('button', { name: 'Forzar cambio' }).click();
  await expect(dialog).toBeHidden();
  const timeline = page.getByRole('region', { name: 'Historial' });
  await expect(timeline.getByText('Forzado por administrador')).toBeVisible();
  expect((await getComplete(page.request, clientToken, id)).solicitud.status).toBe('en_proceso');
});
