import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite } from './request-helpers.ts';

const CLOSED_NOTICE = 'Esta solicitud está cerrada: el chat es solo de lectura.';

/** The first request in `status` that this demo account can see (the demo seed has every status). */
async function requestInStatus(page: Page, email: string, status: string): Promise<string> {
  const token = await apiToken(page.request, email);
  const response = await page.request.get('/api/solicitudes/enriched', {
    headers: { Authorization: `Bearer ${token}` },
    params: { status, limit: 1 },
  });
  expect(response.ok()).toBe(true);
  const { solicitudes } = (await response.json()) as { solicitudes: { id: string }[] };
  expect(solicitudes.length, `${email} no ve ninguna solicitud en ${status}`).toBeGreaterThan(0);
  return solicitudes[0]!.id;
}

async function expectReadOnlyChat(page: Page) {
  const chat = page.getByRole('region', { name: 'Chat del trámite' });
  await expect(chat.getByText(CLOSED_NOTICE)).toBeVisible();
  await expect(chat.getByRole('log')).toBeVisible();
  await expect(chat.getByLabel('Escribe un mensaje')).toHaveCount(0);
  await expect(chat.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
}

test('el chat de una solicitud completada es de solo lectura para el cliente, en sus dos páginas', async ({
  page,
}) => {
  const id = await requestInStatus(page, DEMO_USERS.cliente, 'completado');
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/tramite/${id}/documentos`);
  await expectReadOnlyChat(page);
  await page.goto(`/solicitud/${id}`);
  await expectReadOnlyChat(page);
});

test('el chat de una solicitud cancelada es de solo lectura para el personal; una abierta se puede escribir', async ({
  page,
}) => {
  const cancelled = await requestInStatus(page, DEMO_USERS.admin, 'cancelado');
  const open = await requestInStatus(page, DEMO_USERS.admin, 'en_proceso');
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/solicitud/${cancelled}`);
  await expectReadOnlyChat(page);
  await page.goto(`/tramite/${cancelled}/documentos`);
  await expectReadOnlyChat(page);

  await page.goto(`/solicitud/${open}`);
  const chat = page.getByRole('region', { name: 'Chat del trámite' });
  await expect(chat.getByLabel('Escribe un mensaje')).toBeVisible();
  await expect(chat.getByText(CLOSED_NOTICE)).toHaveCount(0);
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
