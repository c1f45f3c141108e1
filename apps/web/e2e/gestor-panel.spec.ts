import { expect, type Locator, type Page } from '@playwright/test';
import type { GestorMetrics } from '@tramites/shared';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiLogin, bearer, gestorMetrics, test, uploadDocuments } from './staff-fixtures.ts';

const CLIENT_NAME = 'María López (demo)';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A metric card's number, as the page shows it. */
const metric = (page: Page, label: string) => page.getByTestId(`metrica-${label}`);

async function expectMetrics(page: Page, expected: Pick<GestorMetrics, 'hoy' | 'pendientes'>) {
  await expect(metric(page, 'Hoy')).toHaveText(String(expected.hoy));
  await expect(metric(page, 'Pendientes')).toHaveText(String(expected.pendientes));
}

/** Mi bandeja's "Documentos" view (issue 27): the spec's metric cards and pending documents. */
async function openDocumentsView(page: Page) {
  await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
  await expect(page).toHaveURL(/vista=documentos/);
}

/** The collapsible group of one request in the "Trámites pendientes" tab. */
function requestGroup(page: Page, folio: string): Locator {
  return page
    .getByRole('list', { name: 'Trámites con documentos' })
    .locator(':scope > li')
    .filter({ hasText: folio });
}

const documentButton = (group: Locator, action: 'Aprobar' | 'Rechazar', name: string) =>
  group.getByRole('button', { name: new RegExp(`^${action} ${escapeRegExp(name)} de `) });

const documentCheckbox = (group: Locator, name: string) =>
  group.getByRole('checkbox', { name: `Seleccionar ${name} de ${CLIENT_NAME}` });

test.describe('panel del gestor', () => {
  test('revisa documentos: aprobación rápida, rechazo y aprobación en lote, y las cifras se actualizan', async ({
    page,
    request,
    solicitudes,
  }) => {
    const solicitud = await solicitudes.create({
      documents: 4,
      pay: true,
      gestorEmail: DEMO_USERS.gestor,
    });
    const documents = await uploadDocuments(request, solicitud, 4);
    const gestorToken = await apiLogin(request, DEMO_USERS.gestor);
    const before = await gestorMetrics(request, gestorToken);

    await signIn(page, DEMO_USERS.gestor);
    await expect(page).toHaveURL(/\/gestor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bandeja' })).toBeVisible();
    // Issue 27: the spec's panel is the "Documentos" view of Mi bandeja.
    await openDocumentsView(page);
    // Real numbers from the server, not placeholders.
    await expectMetrics(page, before);
    await expect(metric(page, 'Total Histórico')).toHaveText(String(before.total_revisados));

    const group = requestGroup(page, solicitud.folio);
    await expect(group).toBeVisible();
    await expect(group.getByText(solicitud.tramiteName)).toBeVisible();
    await expect(group.getByText('4 pendientes')).toBeVisible();
    await expect(group.getByRole('link', { name: /Ver solicitud/ })).toHaveAttribute(
      'href',
      `/solicitud/${solicitud.id}`,
    );
    await expect(group.getByRole('link', { name: /^Chat/ })).toHaveAttribute(
      'href',
      `/tramite/${solicitud.id}/documentos`,
    );
    const pendingTab = page.getByRole('tab', { name: /Trámites pendientes/ });
    const requestsBefore = Number(((await pendingTab.textContent()) ?? '').replace(/\D/g, ''));

    // Quick approval: one real call, the row leaves the pending queue and the metrics move.
    const [first, second, third, fourth] = documents;
    await documentButton(group, 'Aprobar', first!.name).click();
    await expect(page.getByText(`${first!.name}: Documento aprobado`)).toBeVisible();
    await expect(documentButton(group, 'Aprobar', first!.name)).toHaveCount(0);
    await expectMetrics(page, { hoy: before.hoy + 1, pendientes: before.pendientes - 1 });

    // Batch reject: one reason, required, for every selected document.
    await page.getByRole('button', { name: 'Modo selección' }).click();
    await documentCheckbox(group, second!.name).check();
    await documentCheckbox(group, third!.name).check();
    await expect(page.getByText('2 documentos seleccionados')).toBeVisible();
    await page.getByRole('button', { name: 'Rechazar seleccionados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar 2 documentos' });
    await dialog.getByRole('button', { name: 'Rechazar seleccionados' }).click();
    await expect(dialog.getByText('Indica el motivo del rechazo')).toBeVisible();
    await dialog.getByLabel(/Motivo del rechazo/).fill('La imagen no es legible');
    await dialog.getByRole('button', { name: 'Rechazar seleccionados' }).click();
    await expect(page.getByText('2 documentos rechazados')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectMetrics(page, { hoy: before.hoy + 3, pendientes: before.pendientes - 3 });

    // Batch approve the last one.
    await documentCheckbox(group, fourth!.name).check();
    await page.getByRole('button', { name: 'Aprobar seleccionados' }).click();
    await expect(page.getByText('1 documento aprobado')).toBeVisible();
    await expectMetrics(page, { hoy: before.hoy + 4, pendientes: before.pendientes - 4 });

    // Nothing of this request waits for review any more: its group left the pending queue.
    await expect(group).toHaveCount(0);
    await expect(pendingTab).toContainText(String(requestsBefore - 1));

    // With the status filter on "Todos" the group is back with its counts per status.
    await page.getByLabel('Estado', { exact: true }).selectOption('todos');
    await expect(group.getByText('2 aprobados')).toBeVisible();
    await expect(group.getByText('2 rechazados')).toBeVisible();

    const status = (await (
      await request.get(`/api/tramite-requests/${solicitud.id}/documents`, { headers: bearer(gestorToken) })
    ).json()) as {
      documents_status: {
        required_name: string;
        document: { status: string; rejection_reason: string | null } | null;
      }[];
    };
    const byName = new Map(status.documents_status.map((item) => [item.required_name, item.document]));
    expect(byName.get(first!.name)?.status).toBe('approved');
    expect(byName.get(second!.name)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'La imagen no es legible',
    });
    expect(byName.get(third!.name)?.status).toBe('rejected');
    expect(byName.get(fourth!.name)?.status).toBe('approved');
  });

  test('el rechazo rápido pide un motivo con el texto por defecto; cancelar no envía nada', async ({
    page,
    request,
    solicitudes,
  }) => {
    const solicitud = await solicitudes.create({
      documents: 2,
      pay: true,
      gestorEmail: DEMO_USERS.gestor,
    });
    const [document] = await uploadDocuments(request, solicitud, 1);
    const reviews: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().includes('/review')) {
        reviews.push(sent.url());
      }
    });

    await signIn(page, DEMO_USERS.gestor);
    await expect(page).toHaveURL(/\/gestor$/);
    await openDocumentsView(page);
    const group = requestGroup(page, solicitud.folio);
    await documentButton(group, 'Rechazar', document!.name).click();
    const dialog = page.getByRole('dialog', { name: `Rechazar ${document!.name}` });
    const reason = dialog.getByLabel(/Motivo del rechazo/);
    await expect(reason).toHaveValue('Documento no cumple con los requisitos');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    // A blank reason does not send anything either.
    await documentButton(group, 'Rechazar', document!.name).click();
    await reason.fill('   ');
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(dialog.getByText('Indica el motivo del rechazo')).toBeVisible();
    expect(reviews).toEqual([]);

    await reason.fill('Documento no cumple con los requisitos');
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(page.getByText(`${document!.name}: Documento rechazado`)).toBeVisible();
    expect(reviews).toHaveLength(1);
    await expect(group).toHaveCount(0);
  });

  test('la pestaña "Todos los trámites" lista los casos asignados con estado y plazo', async ({
    page,
    solicitudes,
  }) => {
    const solicitud = await solicitudes.create({
      documents: 1,
      pay: true,
      gestorEmail: DEMO_USERS.gestor,
    });
    await signIn(page, DEMO_USERS.gestor);
    await expect(page).toHaveURL(/\/gestor$/);
    await openDocumentsView(page);
    await page.getByRole('tab', { name: 'Todos los trámites' }).click();
    await expect(page).toHaveURL(/\/gestor\?vista=documentos&tab=todos$/);
    const table = page.getByRole('table', { name: 'Trámites asignados a ti' });
    const row = table.getByRole('row').filter({ hasText: solicitud.folio });
    await expect(row).toBeVisible();
    // Its status badge (the SLA line also says why it is paused: 'esperando documentos del cliente').
    await expect(row.getByText('Esperando documentos', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: solicitud.folio, exact: true })).toHaveAttribute(
      'href',
      `/solicitud/${solicitud.id}`,
    );
  });

  test('las flechas mueven entre pestañas y /gestor-avanzado muestra el mismo panel', async ({ page }) => {
    await signIn(page, DEMO_USERS.gestor);
    await expect(page).toHaveURL(/\/gestor$/);
    await page.goto('/gestor-avanzado');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bandeja' })).toBeVisible();
    await openDocumentsView(page);
    const pending = page.getByRole('tab', { name: /Trámites pendientes/ });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await pending.focus();
    await page.keyboard.press('ArrowRight');
    const all = page.getByRole('tab', { name: 'Todos los trámites' });
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Todos los trámites' })).toBeVisible();
  });
});
