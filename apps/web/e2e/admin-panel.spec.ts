import { expect, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiLogin, bearer, test, uploadDocuments } from './staff-fixtures.ts';

const indicator = (page: Page, label: string) => page.getByTestId(`indicador-${label}`);

test.describe('panel de administración', () => {
  test('el panel muestra los indicadores reales y la actividad reciente', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_USERS.admin);
    const stats = (await (
      await request.get('/api/admin/dashboard/stats', { headers: bearer(admin) })
    ).json()) as Record<string, number> & { recent_requests: { id: string; tramite_name: string }[] };

    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de Administración' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Panel' })).toHaveAttribute('aria-selected', 'true');
    // Every tab works, the form editor included (issue 12).
    await expect(page.getByRole('tab')).toHaveCount(15);
    await expect(page.getByRole('tab', { name: 'Formularios' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pagos' })).toBeVisible();
    // Issue 25: who saw which document, and the ARCO cases.
    await expect(page.getByRole('tab', { name: 'Accesos' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Privacidad' })).toBeVisible();
    // Issue 27: the preset reasons reviewers pick when rejecting a document.
    await expect(page.getByRole('tab', { name: 'Motivos de rechazo' })).toBeVisible();
    // Issue 27: the gestoría's ready replies.
    await expect(page.getByRole('tab', { name: 'Respuestas rápidas' })).toBeVisible();
    // Issue 27: % a tiempo and satisfaction.
    await expect(page.getByRole('tab', { name: 'Calidad' })).toBeVisible();
    await expect(page.getByText(/próximamente/i)).toHaveCount(0);

    for (const [label, key] of [
      ['Categorías', 'total_categories'],
      ['Trámites', 'total_tramites'],
      ['Solicitudes', 'total_requests'],
      ['Clientes activos', 'active_clients'],
      ['Gestores', 'total_gestores'],
      ['Cotizaciones pendientes', 'pending_quotations'],
      ['Trámites completados', 'completed_tramites'],
    ] as const) {
      await expect(indicator(page, label), label).toHaveText(String(stats[key]));
    }
    await expect(indicator(page, 'Categorías')).toHaveText('17');
    await expect(page.getByRole('heading', { name: 'Solicitudes por estado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver auditoría' })).toHaveAttribute(
      'href',
      '/admin?tab=audit',
    );

    const latest = stats.recent_requests[0]!;
    const activity = page.locator(`a[href="/solicitud/${latest.id}"]`).first();
    await expect(activity).toContainText(latest.tramite_name);
  });

  test('Estados: filtra por estado y cambia el estado de una solicitud (también forzado con motivo)', async ({
    page,
    request,
    solicitudes,
  }) => {
    const solicitud = await solicitudes.create();
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Estados' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=estados$/);

    await page.getByLabel('Buscar').fill(solicitud.folio);
    const row = page.getByRole('row').filter({ hasText: solicitud.folio });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Cotización enviada')).toBeVisible();

    // An allowed move of the status machine.
    await row.getByRole('button', { name: 'Cambiar estado' }).click();
    let dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await dialog.getByLabel('Cotización solicitada').check();
    await dialog.getByRole('button', { name: 'Guardar estado' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Cotización solicitada')).toBeVisible();

    // A forced move needs a reason.
    await row.getByRole('button', { name: 'Cambiar estado' }).click();
    dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await dialog.getByLabel(/Forzar otro estado/).check();
    await dialog.getByLabel('Estado a forzar').selectOption('en_proceso');
    await dialog.getByRole('button', { name: 'Forzar cambio' }).click();
    await expect(dialog.getByText('Para forzar este cambio de estado, indica un motivo.')).toBeVisible();
    await dialog.getByLabel(/^Motivo/).fill('El cliente entregó todo en ventanilla');
    await dialog.getByRole('button', { name: 'Forzar cambio' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('En proceso')).toBeVisible();

    const admin = await apiLogin(request, DEMO_USERS.admin);
    const complete = (await (
      await request.get(`/api/solicitudes/${solicitud.id}/complete`, { headers: bearer(admin) })
    ).json()) as { solicitud: { status: string } };
    expect(complete.solicitud.status).toBe('en_proceso');

    // The status filter is applied by the server and kept in the URL.
    await page.getByLabel('Buscar').fill('');
    await page.getByLabel('Estado', { exact: true }).selectOption('completado');
    await expect(page).toHaveURL(/estado=completado/);
    const badges = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByText('Completado') });
    await expect(badges.first()).toBeVisible();
    await expect(page.getByRole('table').getByText('En proceso')).toHaveCount(0);
  });

  test('Documentos: aprueba y rechaza (con motivo) documentos pendientes', async ({
    page,
    request,
    solicitudes,
  }) => {
    const solicitud = await solicitudes.create({ documents: 2, pay: true });
    const [first, second] = await uploadDocuments(request, solicitud, 2);
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=documents$/);

    const pendingList = page.getByRole('region', { name: /Pendientes de revisión/ });
    const cardOf = (name: string) =>
      pendingList
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/solicitud/${solicitud.id}"]`) })
        .filter({ hasText: name });
    const loadMore = page.getByRole('button', { name: 'Cargar más pendientes' });
    while ((await cardOf(first!.name).count()) === 0 && (await loadMore.isVisible())) {
      await loadMore.click();
    }
    await cardOf(first!.name)
      .getByRole('button', { name: /^Aprobar / })
      .click();
    await expect(page.getByText(`${first!.name}: Documento aprobado`)).toBeVisible();
    await expect(cardOf(first!.name)).toHaveCount(0);

    await cardOf(second!.name)
      .getByRole('button', { name: /^Rechazar / })
      .click();
    const dialog = page.getByRole('dialog', { name: `Rechazar ${second!.name}` });
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(dialog.getByText('Indica el motivo del rechazo')).toBeVisible();
    await dialog.getByLabel(/Motivo del rechazo/).fill('La copia está incompleta');
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(page.getByText(`${second!.name}: Documento rechazado`)).toBeVisible();
    await expect(cardOf(second!.name)).toHaveCount(0);

    // The full list shows both with their new status.
    await page.getByLabel('Estado del documento').selectOption('rejected');
    await expect(
      page
        .getByRole('table', { name: 'Todos los documentos' })
        .getByRole('row')
        .filter({ hasText: second!.name })
        .first(),
    ).toContainText('Rechazado');
  });

  test('Gestores: carga de trabajo por gestor', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_USERS.admin);
    const { gestores } = (await (
      await request.get('/api/admin/gestores/workload', { headers: bearer(admin) })
    ).json()) as {
      gestores: {
        name: string;
        email: string;
        current_assignments: number;
        max_concurrent: number;
        workload_percentage: number;
      }[];
    };
    const jorge = gestores.find((gestor) => gestor.email === DEMO_USERS.gestor)!;

    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Gestores' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=gestores$/);
    const card = page.getByRole('listitem').filter({ hasText: DEMO_USERS.gestor });
    await expect(card.getByRole('heading', { name: jorge.name })).toBeVisible();
    await expect(card.getByText('Aprobado')).toBeVisible();
    await expect(card).toContainText(`${jorge.current_assignments} / ${jorge.max_concurrent} casos`);
    await expect(card.getByRole('progressbar', { name: 'Carga de trabajo' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.min(100, Math.round(jorge.workload_percentage))),
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'gestor2@demo.mx' })).toBeVisible();
  });
});
