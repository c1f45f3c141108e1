import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
  getComplete,
} from './request-helpers.ts';

/** "Mi bandeja" (issue 27): the gestor's one queue, at the width the gestor works at. */
test.use({ viewport: { width: 1440, height: 900 } });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const created: string[] = [];

// The request is cancelled afterwards: the gestores' open workload stays free for the specs that follow.
test.afterEach(async ({ request }) => {
  const admin = await apiToken(request, DEMO_USERS.admin);
  for (const id of created.splice(0)) {
    await request.put(`/api/tramites/${id}/status`, {
      headers: bearer(admin),
      data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
    });
  }
});

const queueRows = (page: Page) =>
  page.getByRole('list', { name: 'Solicitudes de la bandeja' }).getByRole('listitem');

test('el gestor abre Mi bandeja desde la navegación, ve arriba lo que espera su cotización, busca por folio y lo abre al lado', async ({
  page,
  request,
}) => {
  // A client asks for a procedure priced by quotation: it waits on the gestoría's quotation.
  const client = await apiToken(request, DEMO_USERS.cliente);
  const tramite = await findTramite(request, (candidate) => candidate.price_type === 'variable');
  const id = await createRequestViaApi(request, client, tramite.id);
  created.push(id);
  await assignToGestor(request, id, DEMO_USERS.gestor, DEMO_USERS.admin);
  const { solicitud } = await getComplete(request, client, id);

  await signIn(page, DEMO_USERS.gestor);
  await expect(page).toHaveURL(/\/gestor$/);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Bandeja/ })
    .click();
  await expect(page).toHaveURL(/\/gestor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi bandeja' })).toBeVisible();

  // What waits for a quotation is owed now: the top of the queue, and this request above every case whose
  // SLA is still running.
  const rows = queueRows(page);
  await expect(rows.first()).toContainText('Cotización por enviar');
  const row = rows.filter({ hasText: solicitud.folio });
  await expect(row).toContainText('Cotización por enviar');
  await expect(row).toContainText('Esperando a la gestoría');
  const texts = await rows.allInnerTexts();
  const mine = texts.findIndex((text) => text.includes(solicitud.folio));
  const firstRunning = texts.findIndex((text) => /Vence en|Vencido|Vence hoy/.test(text));
  expect(mine).toBeGreaterThanOrEqual(0);
  if (firstRunning >= 0) {
    expect(mine).toBeLessThan(firstRunning);
  }

  // The folio as typed, lower case: only this request, and the filter is in the URL.
  await page.getByLabel('Buscar').fill(solicitud.folio.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${solicitud.folio.toLowerCase()}`));
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`sel=${id}`));

  const pane = page.getByRole('region', { name: solicitud.folio });
  await expect(pane).toBeVisible();
  await expect(pane.getByText(tramite.name).first()).toBeVisible();
  await expect(pane.getByText('Siguiente paso')).toBeVisible();
  await expect(pane.getByText('Cotización por enviar', { exact: true })).toBeVisible();
  await expect(pane.getByRole('link', { name: 'Abrir solicitud' })).toHaveAttribute(
    'href',
    `/solicitud/${id}`,
  );
  // The list stays beside the pane at this width.
  await expect(rows.first()).toBeVisible();
});
