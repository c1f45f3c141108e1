import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { requirementCard } from './request-helpers.ts';
import { apiLogin, bearer, test, uploadDocuments } from './staff-fixtures.ts';

/**
 * Issue 13: what one side does shows on the other side's open page by itself, through the live stream
 * (GET /api/events), well before any fallback polling (30 s) could bring it, and without a reload.
 */
const LIVE_TIMEOUT = 5_000;

const isEventStream = (response: { url: () => string; status: () => number }) =>
  new URL(response.url()).pathname === '/api/events' && response.status() === 200;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page signed in on opens its own stream: wait for it here, so that openLive's wait is for the
  // stream of the page it opens and not this one (which answered late once, and the test raced it).
  const stream = page.waitForResponse(isEventStream);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  await stream;
  return page;
}

/** Opens `path` and waits for its live stream; marks the document so that a reload would show. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(isEventStream);
  await page.goto(path);
  await stream;
  await page.evaluate(() => {
    (window as unknown as { __sinRecargar?: boolean }).__sinRecargar = true;
  });
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sinRecargar?: boolean }).__sinRecargar)).toBe(
    true,
  );
  await expect(page.getByText(/Conexión en vivo interrumpida/)).toHaveCount(0);
}

test('chat en vivo: el cliente y el gestor leen los mensajes del otro sin recargar', async ({
  browser,
  solicitudes,
}) => {
  test.setTimeout(90_000);
  const solicitud = await solicitudes.create({ pay: true, gestorEmail: DEMO_USERS.gestor });
  const client = await signedInPage(browser, DEMO_USERS.cliente);
  const gestor = await signedInPage(browser, DEMO_USERS.gestor);
  await openLive(client, `/tramite/${solicitud.id}/documentos`);
  await openLive(gestor, `/solicitud/${solicitud.id}`);
  const clientChat = client.getByRole('region', { name: 'Chat del trámite' });
  const gestorChat = gestor.getByRole('region', { name: 'Chat del trámite' });
  await expect(clientChat.getByRole('log', { name: 'Mensajes' })).toBeVisible();
  await expect(gestorChat.getByRole('log', { name: 'Mensajes' })).toBeVisible();

  const question = `¿Qué identificación sirve? (${Date.now()})`;
  await clientChat.getByLabel('Escribe un mensaje').fill(question);
  await expect(clientChat.getByText(`${question.length}/500`)).toBeVisible();
  await clientChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientChat.getByText(question)).toHaveCount(1);
  await expect(gestorChat.getByText(question)).toBeVisible({ timeout: LIVE_TIMEOUT });

  const answer = `La INE vigente o tu pasaporte (${Date.now()})`;
  await gestorChat.getByLabel('Escribe un mensaje').fill(answer);
  await gestorChat.getByLabel('Escribe un mensaje').press('Enter');
  await expect(clientChat.getByText(answer)).toBeVisible({ timeout: LIVE_TIMEOUT });
  // Once each on both sides: the sender's own copy and its event are one message.
  await expect(gestorChat.getByText(answer)).toHaveCount(1);
  await expect(clientChat.getByText(question)).toHaveCount(1);

  await expectNoReload(client);
  await expectNoReload(gestor);
  await client.context().close();
  await gestor.context().close();
});

test('el cliente ve llegar el rechazo de un documento, con el motivo, sin recargar', async ({
  browser,
  request,
  solicitudes,
}) => {
  test.setTimeout(90_000);
  const solicitud = await solicitudes.create({ documents: 1, pay: true, gestorEmail: DEMO_USERS.gestor });
  const [uploaded] = await uploadDocuments(request, solicitud, 1);
  const client = await signedInPage(browser, DEMO_USERS.cliente);
  await openLive(client, `/tramite/${solicitud.id}/documentos`);
  const card = requirementCard(client, uploaded!.name);
  await expect(card.getByText('Pendiente de revisión').first()).toBeVisible();

  const reason = 'La copia está cortada: sube la página completa';
  const gestorToken = await apiLogin(request, DEMO_USERS.gestor);
  const review = await request.put(`/api/gestor/documents/${uploaded!.id}/review`, {
    headers: bearer(gestorToken),
    data: { status: 'rejected', rejection_reason: reason },
  });
  expect(review.ok(), await review.text()).toBe(true);

  await expect(card.getByText('Rechazado', { exact: true }).first()).toBeVisible({ timeout: LIVE_TIMEOUT });
  await expect(card.getByText(`Motivo: ${reason}`)).toBeVisible();
  // The notification arrives too: a toast and the bell's count.
  await expect(client.locator('[data-sonner-toast]').first()).toBeVisible({ timeout: LIVE_TIMEOUT });
  await expect(client.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ })).toBeVisible();
  await expectNoReload(client);
  await client.context().close();
});

test('panel del gestor: una subida nueva y un mensaje del cliente aparecen sin recargar', async ({
  browser,
  request,
  solicitudes,
}) => {
  test.setTimeout(90_000);
  const solicitud = await solicitudes.create({ documents: 1, pay: true, gestorEmail: DEMO_USERS.gestor });
  const gestor = await signedInPage(browser, DEMO_USERS.gestor);
  // Mi bandeja's "Documentos" view (issue 27): the spec's panel.
  await openLive(gestor, '/gestor?vista=documentos');
  await expect(gestor.getByRole('heading', { level: 1, name: 'Mi bandeja' })).toBeVisible();
  await expect(gestor.locator('[aria-label="Cargando documentos"]')).toHaveCount(0);
  const group = gestor.getByText(solicitud.folio, { exact: true });
  await expect(group).toHaveCount(0);

  await uploadDocuments(request, solicitud, 1);
  await expect(group).toBeVisible({ timeout: LIVE_TIMEOUT });

  // 'Todos los trámites': the case's row counts the client's new message as unread (on top of the
  // system messages of its status changes, which count too).
  await gestor.getByRole('tab', { name: 'Todos los trámites' }).click();
  const row = gestor.locator('tr', { hasText: solicitud.folio });
  await expect(row).toBeVisible();
  const unread = row.getByText(/mensajes? sin leer$/);
  const before = (await unread.count()) === 0 ? 0 : Number.parseInt((await unread.textContent()) ?? '', 10);
  const clientToken = await apiLogin(request, DEMO_USERS.cliente);
  const sent = await request.post(`/api/tramite-requests/${solicitud.id}/messages`, {
    headers: bearer(clientToken),
    data: { message_text: 'Ya subí mi documento' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const after = before + 1;
  await expect(unread).toHaveText(after === 1 ? '1 mensaje sin leer' : `${after} mensajes sin leer`, {
    timeout: LIVE_TIMEOUT,
  });
  await expectNoReload(gestor);
  await gestor.context().close();
});

test('sin conexión en vivo, la página lo dice y consulta cada 30 segundos hasta que vuelve', async ({
  browser,
  request,
  solicitudes,
}) => {
  test.setTimeout(120_000);
  const solicitud = await solicitudes.create({ documents: 1, pay: true, gestorEmail: DEMO_USERS.gestor });
  const [uploaded] = await uploadDocuments(request, solicitud, 1);
  const context = await browser.newContext();
  // The stream is refused (a proxy that drops it, a server that lost it): the rest of the API works.
  await context.route('**/api/events', (route) => route.abort());
  const client = await context.newPage();
  await signIn(client, DEMO_USERS.cliente);
  await expect(client).not.toHaveURL(/\/login$/);
  await client.goto(`/tramite/${solicitud.id}/documentos`);
  await expect(
    client.getByText('Conexión en vivo interrumpida: actualizamos cada 30 segundos.'),
  ).toBeVisible();
  const card = requirementCard(client, uploaded!.name);
  await expect(card.getByText('Pendiente de revisión').first()).toBeVisible();

  // A decision still shows without a reload, by the spec's 30 s polling.
  const gestorToken = await apiLogin(request, DEMO_USERS.gestor);
  const review = await request.put(`/api/gestor/documents/${uploaded!.id}/review`, {
    headers: bearer(gestorToken),
    data: { status: 'rejected', rejection_reason: 'Documento ilegible' },
  });
  expect(review.ok(), await review.text()).toBe(true);
  await expect(card.getByText('Rechazado', { exact: true }).first()).toBeVisible({ timeout: 40_000 });

  // When the stream comes back (the client retries with backoff), the notice goes away by itself.
  await context.unroute('**/api/events');
  await expect(client.getByText(/Conexión en vivo interrumpida/)).toHaveCount(0, { timeout: 40_000 });
  await expect(client.getByText('Actualización en vivo')).toBeVisible();
  await context.close();
});
