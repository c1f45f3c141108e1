import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken } from './request-helpers.ts';

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
