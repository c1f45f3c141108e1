import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AdminCategory, AdminTramite, GestorWorkload, SolicitudComplete } from '@tramites/shared';
import { CATALOG_ADMIN_MSG } from '@tramites/shared';
import { DEMO_USERS, signIn, signUp, uniqueEmail } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite } from './request-helpers.ts';
import { completeStaffEnrolment, completeStaffPasswordUpgrade } from './two-factor-helpers.ts';

/**
 * The back office (issue 11) as the demo admin: the catalogue (categories, trámites, drag reorder with
 * the keyboard, what the public pages then show), approving a gestor who then receives the next case,
 * and the audit log. Everything a test adds to the catalogue is removed again, so the specs that count
 * the 17 seeded categories still find them.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PREFIX = 'E2E Catálogo';

async function adminCategories(request: APIRequestContext): Promise<AdminCategory[]> {
  const admin = await apiToken(request, DEMO_USERS.admin);
  const response = await request.get('/api/admin/categories/detailed', { headers: bearer(admin) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminCategory[];
}

/** Deletes what a test left behind (its trámites first: a category with trámites cannot go). */
async function removeTestCatalogue(request: APIRequestContext) {
  const admin = await apiToken(request, DEMO_USERS.admin);
  for (const category of await adminCategories(request)) {
    if (!category.name.startsWith(PREFIX)) {
      continue;
    }
    const tramites = (await (
      await request.get('/api/admin/tramites', {
        headers: bearer(admin),
        params: { category_id: category.id, include_archived: 'true' },
      })
    ).json()) as AdminTramite[];
    for (const tramite of tramites) {
      await request.delete(`/api/admin/tramites/${tramite.id}`, { headers: bearer(admin) });
    }
    await request.delete(`/api/admin/categories/${category.id}/advanced`, { headers: bearer(admin) });
  }
}

/** The names of a sortable list's items, top to bottom (each item's handle is 'Mover {name}'). */
async function orderOf(list: Locator): Promise<string[]> {
  const labels = await list
    .getByRole('button', { name: /^Mover / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Mover /, ''));
}

/**
 * dnd-kit's keyboard sensor: focus the handle, Space to pick up, an arrow to move one place, Space to
 * drop. The Spanish announcements (a visually hidden live region) say where it goes.
 */
async function moveWithKeyboard(page: Page, name: string, key: 'ArrowUp' | 'ArrowDown', to: number) {
  const handle = page.getByRole('button', { name: `Mover ${name}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for the arrows in a setTimeout queued when the drag began;
  // a timeout queued now runs after it, so the arrow is never pressed before anyone listens.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(key);
  await expect(page.getByText(`${name} pasa a la posición ${to} de`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} quedó en la posición ${to} de`)).toBeAttached();
}

/** Signs out and leaves the protected page, so the next sign-in lands on the role's own page. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.goto('/');
}

test.afterEach(async ({ request }) => {
  await removeTestCatalogue(request);
});

test('catálogo: una categoría nueva con dos trámites, reordenados con el teclado, se ve así en la página pública', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const categoryName = `${PREFIX} ${suffix}`;
  const first = `Permiso de obra ${suffix}`;
  const second = `Licencia de anuncio ${suffix}`;
  const documents = ['Identificación oficial vigente', 'Comprobante de domicilio', 'Planos firmados'];

  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Categorías' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=categories$/);

  // Create the category: name required, then colour, icon and estimate.
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await dialog.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(categoryName);
  await dialog.getByLabel('Descripción').fill('Permisos municipales de construcción y anuncios.');
  await dialog.getByRole('radio', { name: 'Verde', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Edificio' }).check();
  await dialog.getByLabel('Trámites estimados').fill('2');
  await dialog.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Categoría "${categoryName}" creada`)).toBeVisible();
  const categoryList = page.getByRole('list', { name: 'Orden de las categorías' });
  expect((await orderOf(categoryList)).at(-1)).toBe(categoryName);
  const category = (await adminCategories(request)).find((candidate) => candidate.name === categoryName)!;
  expect(category).toMatchObject({ color: 'green', icon: 'Building2', estimated_procedures: 2 });

  // Its trámites: the tab opens filtered by it.
  await page.getByRole('link', { name: `Ver trámites de ${categoryName}` }).click();
  await expect(page).toHaveURL(new RegExp(`tab=tramites&categoria=${category.id}$`));
  await expect(page.getByText('No hay trámites en esta categoría')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo trámite' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuevo trámite' });
  await expect(dialog.getByLabel(/^Categoría/)).toHaveValue(String(category.id));
  await dialog.getByLabel(/^Nombre del trámite/).fill(first);
  await expect(dialog.getByLabel(/Precio fijo \(MXN\)/)).toHaveCount(0);
  await dialog.getByLabel('Precio fijo', { exact: true }).check();
  await dialog.getByLabel(/Precio fijo \(MXN\)/).fill('1250');
  await dialog.getByLabel('Días estimados').fill('10');
  // One per line; the blank line does not count.
  await dialog
    .getByLabel('Documentos requeridos')
    .fill(`${documents[0]}\n\n${documents[1]}\n${documents[2]}\n`);
  await expect(dialog.getByText('3 documentos.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Dependencia').fill('Dirección de Desarrollo Urbano');
  await dialog.getByRole('button', { name: 'Crear trámite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Trámite "${first}" creado`)).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo trámite' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuevo trámite' });
  await dialog.getByLabel(/^Nombre del trámite/).fill(second);
  await dialog.getByLabel('Documentos requeridos').fill('Fotografía del anuncio');
  await dialog.getByRole('button', { name: 'Crear trámite' }).click();
  await expect(dialog).toBeHidden();

  const tramiteList = page.getByRole('list', { name: 'Trámites' });
  await expect.poll(() => orderOf(tramiteList)).toEqual([first, second]);
  const firstRow = tramiteList.getByRole('listitem').filter({ hasText: first });
  await expect(firstRow.getByRole('list', { name: 'Datos del trámite' })).toContainText('$1,250.00');
  await expect(firstRow).toContainText('3 documentos');
  await expect(tramiteList.getByRole('listitem').filter({ hasText: second })).toContainText('Cotización');

  // Drag the second above the first with the keyboard; one call saves the order.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/categories/${category.id}/tramites/reorder`) &&
      response.request().method() === 'PUT',
  );
  await moveWithKeyboard(page, second, 'ArrowUp', 1);
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Orden de trámites guardado')).toBeVisible();
  await expect.poll(() => orderOf(tramiteList)).toEqual([second, first]);

  // With every category listed, the handles are off and say why.
  await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Todas las categorías' });
  await expect(page.getByText(CATALOG_ADMIN_MSG.reordenarSinCategoria)).toBeVisible();
  await expect(page.getByRole('button', { name: `Mover ${first}` })).toBeDisabled();

  // The public page shows both, in the new order, with the three documents.
  await page.goto(`/categoria/${category.id}`);
  const cards = page.getByRole('heading', { level: 3 }).filter({ hasText: suffix });
  await expect(cards).toHaveText([second, first]);
  const card = page
    .locator('[id^="tramite-card-"]')
    .filter({ has: page.getByRole('heading', { name: first }) });
  for (const document of documents) {
    await expect(card.getByText(document, { exact: true })).toBeVisible();
  }
  await expect(card).toContainText('$1,250.00');

  // The audit log shows the change.
  await page.goto('/admin?tab=audit');
  await page.getByLabel('Sobre').selectOption({ label: 'Categoría' });
  const created = page
    .getByRole('list', { name: 'Cambios registrados' })
    .getByRole('listitem')
    .filter({ hasText: 'Categoría creada' })
    .filter({ hasText: categoryName })
    .first();
  await expect(created).toBeVisible();
  await expect(created).toContainText('Por Ana Torres (demo) (Administrador)');
  await expect(created).toContainText('Color:');
  await expect(created).toContainText('Verde');
  await expect(page.getByRole('listitem').filter({ hasText: 'Trámites reordenados' }).first()).toBeVisible();

  // A category with trámites cannot be deleted: the server's reason is shown.
  await page.goto('/admin?tab=categories');
  await page.getByRole('button', { name: `Eliminar ${categoryName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar categoría' });
  await dialog.getByRole('button', { name: 'Eliminar categoría' }).click();
  await expect(dialog.getByText(CATALOG_ADMIN_MSG.categoriaConTramites(2))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Emptied, it can: delete both trámites (nobody requested them) and then the category.
  await page.getByRole('link', { name: `Ver trámites de ${categoryName}` }).click();
  for (const name of [first, second]) {
    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Eliminar trámite' });
    await expect(dialog).toContainText('se eliminará definitivamente');
    await dialog.getByRole('button', { name: 'Eliminar trámite' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('No hay trámites en esta categoría')).toBeVisible();
  await page.getByRole('tab', { name: 'Categorías' }).click();
  await page.getByRole('button', { name: `Eliminar ${categoryName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar categoría' });
  await dialog.getByRole('button', { name: 'Eliminar categoría' }).click();
  await expect(page.getByText('Categoría eliminada')).toBeVisible();
  await expect(categoryList.getByText(categoryName)).toHaveCount(0);
});

test('si el nuevo orden no se guarda, la lista vuelve al orden anterior: "Error guardando el orden"', async ({
  page,
  request,
}) => {
  const before = (await adminCategories(request)).map((category) => category.name);
  await page.route('**/api/admin/categories/reorder', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Error del servidor. Intenta de nuevo más tarde.' }),
    }),
  );
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=categories');
  const list = page.getByRole('list', { name: 'Orden de las categorías' });
  await expect.poll(() => orderOf(list)).toEqual(before);

  await moveWithKeyboard(page, before[1]!, 'ArrowUp', 1);
  await expect(page.getByText('Error guardando el orden')).toBeVisible();
  await expect.poll(() => orderOf(list)).toEqual(before);
  expect((await adminCategories(request)).map((category) => category.name)).toEqual(before);
});

test('un gestor registrado y aprobado en Usuarios recibe la siguiente solicitud (0 casos abiertos)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const gestorName = `Gestor Nuevo ${suffix}`;
  const gestorEmail = uniqueEmail('gestor-aprobado');

  // Registers through the app as a gestor.
  await signUp(page, { name: gestorName, email: gestorEmail, phone: '5534567890', role: 'gestor' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The admin approves them in the users tab (the tab counts who waits).
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const usersTab = page.getByRole('tab', { name: /Usuarios/ });
  await expect(usersTab).toContainText(/gestor(es)? pendientes?/);
  await usersTab.click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await page.getByLabel('Estado de la cuenta').selectOption('pendientes');
  await page.getByLabel('Buscar usuario').fill(gestorEmail);
  const card = page
    .getByRole('list', { name: 'Usuarios' })
    .getByRole('listitem')
    .filter({ hasText: gestorEmail });
  await expect(card.getByText('Pendiente de aprobación')).toBeVisible();
  await card.getByRole('button', { name: `Aprobar a ${gestorName}` }).click();
  const approve = page.getByRole('dialog', { name: 'Aprobar gestor' });
  await approve.getByRole('button', { name: 'Aprobar gestor' }).click();
  await expect(page.getByText(`${gestorName} ya puede recibir casos`)).toBeVisible();
  await expect(page.getByText('No hay gestores pendientes de aprobación')).toBeVisible();

  // The admin's own account cannot be demoted or deactivated.
  await page.getByLabel('Estado de la cuenta').selectOption('');
  await page.getByLabel('Buscar usuario').fill(DEMO_USERS.admin);
  const own = page
    .getByRole('list', { name: 'Usuarios' })
    .getByRole('listitem')
    .filter({ hasText: DEMO_USERS.admin });
  await expect(own.getByText(/Es tu cuenta/)).toBeVisible();
  await expect(own.getByRole('button', { name: /^Desactivar a / })).toBeDisabled();
  await expect(own.getByRole('button', { name: /^Cambiar rol de / })).toBeDisabled();

  // The approval is in the audit log.
  await page.getByRole('tab', { name: 'Auditoría' }).click();
  await page.getByLabel('Sobre').selectOption({ label: 'Usuario' });
  const approval = page.getByRole('listitem').filter({ hasText: 'Gestor aprobado' }).first();
  await expect(approval).toContainText('Aprobado:');
  await expect(approval).toContainText('No');
  await expect(approval).toContainText('Sí');

  // Every other assignable gestor has open cases: the least-loaded rule picks the new one (0).
  const admin = await apiToken(request, DEMO_USERS.admin);
  const { gestores } = (await (
    await request.get('/api/admin/gestores/workload', { headers: bearer(admin) })
  ).json()) as { gestores: GestorWorkload[] };
  const newcomer = gestores.find((gestor) => gestor.email === gestorEmail)!;
  expect(newcomer).toMatchObject({ is_approved: true, is_active: true, current_assignments: 0 });
  for (const other of gestores.filter(
    (gestor) => gestor.is_approved && gestor.is_active && gestor !== newcomer,
  )) {
    expect(other.current_assignments, `${other.email} no tiene casos abiertos`).toBeGreaterThan(0);
  }

  // A new client asks for a procedure.
  const clientEmail = uniqueEmail('cliente-nuevo');
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Cliente Nuevo',
      email: clientEmail,
      phone: '5587654321',
      password: 'secreto123',
      role: 'cliente',
    },
  });
  expect(registered.status()).toBe(201);
  const clientToken = ((await registered.json()) as { token: string }).token;
  const tramite = await findTramite(request, (candidate) => candidate.price_type === 'fijo');
  const requestId = await createRequestViaApi(request, clientToken, tramite.id);
  const { solicitud } = (await (
    await request.get(`/api/solicitudes/${requestId}/complete`, { headers: bearer(clientToken) })
  ).json()) as SolicitudComplete;

  try {
    // The approved gestor sees it as their first case.
    await signOut(page);
    // Outside the demo list a gestor meets the staff rules at sign-in: a longer password, then the two-step sign-in.
    await signIn(page, gestorEmail, 'secreto123');
    await completeStaffPasswordUpgrade(page, 'secreto-de-gestor-2026');
    await completeStaffEnrolment(page);
    await expect(page).toHaveURL(/\/gestor$/);
    await page.goto('/solicitudes');
    await expect(page.getByText('1 solicitud', { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: solicitud.folio })).toContainText(tramite.name);

    // Back to the admin: their open cases go to another gestor, then the account is deactivated.
    await signOut(page);
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Gestores' }).click();
    const gestorCard = page.getByRole('listitem').filter({ hasText: gestorEmail });
    await expect(gestorCard).toContainText('1 / 10 casos');
    await gestorCard.getByRole('button', { name: `Reasignar casos abiertos de ${gestorName}` }).click();
    const reassign = page.getByRole('dialog', { name: 'Reasignar casos abiertos' });
    await reassign.getByRole('button', { name: 'Reasignar casos' }).click();
    await expect(reassign.getByText('Selecciona un gestor', { exact: true })).toBeVisible();
    const jorge = gestores.find((gestor) => gestor.email === DEMO_USERS.gestor)!;
    await reassign.getByLabel(/Gestor de destino/).selectOption(jorge.gestor_id);
    await reassign.getByLabel(/Motivo/).fill('Prueba e2e: baja del gestor');
    await reassign.getByRole('button', { name: 'Reasignar casos' }).click();
    await expect(page.getByText(`1 solicitud reasignada a ${jorge.name}`)).toBeVisible();
    await expect(gestorCard).toContainText('0 / 10 casos');
    await expect(gestorCard.getByRole('button', { name: /^Reasignar casos abiertos/ })).toHaveCount(0);

    await gestorCard.getByRole('button', { name: `Desactivar a ${gestorName}` }).click();
    const deactivate = page.getByRole('dialog', { name: 'Desactivar cuenta' });
    await deactivate.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await expect(page.getByText(`Cuenta de ${gestorName} desactivada`)).toBeVisible();
    await expect(gestorCard.getByText('Inactivo')).toBeVisible();
  } finally {
    // Leave the gestores' workload as it was for the specs that follow.
    await request.put(`/api/tramites/${requestId}/status`, {
      headers: bearer(admin),
      data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
    });
    const leftover = gestores.find((gestor) => gestor.email === gestorEmail);
    if (leftover) {
      await request.put(`/api/admin/users/${leftover.gestor_id}`, {
        headers: bearer(admin),
        data: { is_active: false },
      });
    }
  }
});
