import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  getComplete,
} from './request-helpers.ts';

test('cliente: solicita un trámite de precio fijo, acepta la cotización y paga (simulado)', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/categoria/${tramite.category_id}`);
  await page.locator(`#tramite-card-${tramite.id}`).getByRole('button', { name: 'Solicitar' }).click();
  const dialog = page.getByRole('dialog');
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
  await quotation.getByRole('button', { name: 'Pagar (simulado — modo demo)' }).click();

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

test('chat: el mensaje se envía como texto, con contador, y el personal lo lee', async ({
  browser,
  page,
}) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'fijo');
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/tramite/${id}/documentos`);
  const chat = page.getByRole('region', { name: 'Chat del trámite' });
  // The server's own system messages are already there.
  await expect(chat.getByText(/creada para/)).toBeVisible();
  const send = chat.getByRole('button', { name: 'Enviar' });
  const input = chat.getByLabel('Escribe un mensaje');
  await input.fill('   ');
  await expect(send).toBeDisabled();
  const text = '<b>Hola</b> ¿qué documento sigue?';
  await input.fill(text);
  await expect(chat.getByText(`${text.length}/500`)).toBeVisible();
  await input.press('Enter');
  await expect(chat.getByRole('log').getByText(text, { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(chat.locator('b')).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/solicitud/${id}`);
  await expect(admin.getByRole('log').getByText(text, { exact: true })).toBeVisible();
  await adminContext.close();
});
