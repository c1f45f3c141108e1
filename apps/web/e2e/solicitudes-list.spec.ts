import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn, trackRequests, waitForNetworkQuiet } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite, getComplete } from './request-helpers.ts';

// Signed-in pages keep their live stream open: wait for the other calls only (fixtures.ts).
test.beforeEach(({ page }) => trackRequests(page));

/** Axe once the content is there, not the skeletons. */
async function expectContentAccessible(page: Page) {
  await expect(page.locator('[aria-label^="Cargando"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

test('solicitudes: búsqueda en el servidor, filtro y orden en la URL, y "Ver" abre el panel', async ({
  page,
}) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'fijo');
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  const { solicitud } = await getComplete(page.request, clientToken, id);

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeVisible();

  await page.getByLabel('Buscar').fill(solicitud.folio);
  await expect(page).toHaveURL(new RegExp(`q=${solicitud.folio}`));
  await expect(page.getByText('1 solicitud', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: solicitud.folio });
  await expect(row.getByRole('cell', { name: 'Tú' })).toBeVisible();
  await expect(row.getByText('Cotización enviada')).toBeVisible();

  await page.getByLabel('Estado').selectOption({ label: 'Completado' });
  await expect(page).toHaveURL(/estado=completado/);
  await expect(page.getByText('No hay solicitudes que coincidan')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/solicitudes$/);

  await page.getByLabel('Ordenar por').selectOption({ label: 'Próximos a vencer' });
  await expect(page).toHaveURL(/orden=vencimiento/);
  await page.reload();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('vencimiento');

  await page.getByLabel('Buscar').fill(solicitud.folio);
  await page.getByRole('link', { name: `Ver solicitud ${solicitud.folio}` }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitud/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tramite.name })).toBeVisible();
});

test('solicitud inexistente: avisa y vuelve a la lista; documentos inexistentes: vuelve al panel', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/solicitud/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/solicitudes$/);
  await expect(page.getByText('Solicitud no encontrada. Puede haber sido eliminada.')).toBeVisible();

  await page.goto('/tramite/00000000-0000-4000-8000-000000000000/documentos');
  await expect(page.getByText('Trámite no encontrado')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
});

test('accesibilidad (axe) de la lista, el panel de la solicitud y la página de documentos', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/solicitudes', `/solicitud/${id}`, `/tramite/${id}/documentos`]) {
    await page.goto(path);
    await waitForNetworkQuiet(page);
    await expectContentAccessible(page);
  }
});

test('accesibilidad (axe) del panel de gestión y sus diálogos (admin)', async ({ page }) => {
  const tramite = await findTramite(page.request, (candidate) => candidate.price_type === 'variable');
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/solicitud/${id}`);
  await waitForNetworkQuiet(page);
  await expectContentAccessible(page);
  for (const button of ['Cambiar estado', 'Crear cotización']) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectContentAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
