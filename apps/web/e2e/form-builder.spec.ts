import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { computeCurpCheckDigit, FORM_MESSAGES, type FormTemplatesList, type Tramite } from '@tramites/shared';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken, assignToGestor, TINY_PDF } from './request-helpers.ts';

/**
 * Issue 12 end to end: the demo admin builds a form in the builder (a select, a date, a CURP, a file field and
 * a field shown only for one answer of the select), tries it in the preview and publishes it; the demo client
 * fills it in on the category page, is refused on a bad CURP before anything is sent, then sends it with a
 * valid CURP and a PDF, which lands on the request's documents; the demo gestor, given the case, reads the
 * answers on the request.
 * Afterwards the form is unpublished and the request cancelled, so the specs that run later see the
 * procedure as it was.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const FORM_NAME = `E2E Formulario ${Date.now()}`;
// A CURP whose check digit is right, and the same one with a wrong digit.
const CURP_BODY = 'GOMC800101HDFNRR0';
const VALID_CURP = `${CURP_BODY}${computeCurpCheckDigit(CURP_BODY)}`;
const BAD_CURP = `${CURP_BODY}${(Number(computeCurpCheckDigit(CURP_BODY)) + 1) % 10}`;

/** The last procedure of the last category without a form: one no other spec requests. */
async function pickTramite(request: APIRequestContext): Promise<{ tramite: Tramite; categoryId: number }> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  for (const category of [...categories].reverse()) {
    const tramites = (await (
      await request.get(`/api/categories/${category.id}/tramites`)
    ).json()) as Tramite[];
    const candidate = [...tramites].reverse().find((tramite) => !tramite.form_template_id);
    if (candidate) {
      return { tramite: candidate, categoryId: category.id };
    }
  }
  throw new Error('No hay un trámite sin formulario');
}

let createdRequestId: string | null = null;

test.afterEach(async ({ request }) => {
  const admin = await apiToken(request, DEMO_USERS.admin);
  const list = (await (
    await request.get('/api/admin/form-templates', { headers: bearer(admin), params: { search: FORM_NAME } })
  ).json()) as FormTemplatesList;
  for (const template of list.templates.filter((item) => item.name === FORM_NAME)) {
    // Used by a request: it cannot be deleted (409), only unpublished.
    await request.put(`/api/admin/form-templates/${template.id}/publish?publish=false`, {
      headers: bearer(admin),
    });
    await request.delete(`/api/admin/form-templates/${template.id}`, { headers: bearer(admin) });
  }
  if (createdRequestId) {
    await request.put(`/api/tramites/${createdRequestId}/status`, {
      headers: bearer(admin),
      data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
    });
    createdRequestId = null;
  }
});

/** Opens 'Agregar campo', fills what is common to every field and returns the dialog for the rest. */
async function startField(page: Page, label: string, type: string, required = true): Promise<Locator> {
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar campo' });
  await dialog.getByLabel(/^Etiqueta/).fill(label);
  await dialog.getByLabel(/^Tipo/).selectOption(type);
  if (required) {
    // exact: a file field also has 'Obligatorio al solicitar'.
    await dialog.getByRole('switch', { name: 'Obligatorio', exact: true }).check();
  }
  return dialog;
}

async function saveField(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Agregar campo' }).click();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.goto('/');
}

test('formularios: el admin arma y publica uno; el cliente lo llena (CURP mala, luego buena y un PDF); el gestor ve las respuestas', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tramite, categoryId } = await pickTramite(request);

  // ── The admin builds the form ──────────────────────────────────────────────
  await signIn(page, DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=forms');
  await page.getByRole('button', { name: 'Nuevo formulario' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo formulario' })).toBeVisible();

  // The spec's save messages come from the shared schema.
  await page.getByRole('button', { name: 'Guardar formulario' }).click();
  await expect(page.getByText(FORM_MESSAGES.nombreRequerido)).toBeVisible();
  await expect(page.getByText(FORM_MESSAGES.tramiteRequerido)).toBeVisible();
  await expect(page.getByText(FORM_MESSAGES.camposRequeridos)).toBeVisible();

  await page.getByLabel(/^Nombre del formulario/).fill(FORM_NAME);
  await page.getByLabel(/^Trámite/).selectOption(String(tramite.id));

  let dialog = await startField(page, 'Tipo de solicitante', 'select');
  await dialog.getByLabel('Opción 1: texto').fill('Persona física');
  await dialog.getByRole('button', { name: 'Agregar opción' }).click();
  await dialog.getByLabel('Opción 2: texto').fill('Empresa');
  await expect(dialog.getByLabel('Opción 2: valor')).toHaveValue('empresa');
  await saveField(dialog);

  dialog = await startField(page, 'Fecha de nacimiento', 'date');
  await saveField(dialog);

  dialog = await startField(page, 'CURP del solicitante', 'curp');
  await expect(dialog.getByLabel(/^Nombre interno/)).toHaveValue('curp_del_solicitante');
  await saveField(dialog);

  dialog = await startField(page, 'Comprobante de domicilio', 'file');
  await dialog.getByLabel('Imagen (JPG, PNG)').uncheck();
  await saveField(dialog);

  dialog = await startField(page, 'Razón social', 'text');
  await dialog.getByLabel('Mostrar solo cuando').selectOption({ label: 'Tipo de solicitante' });
  await dialog.getByLabel(/^sea/).selectOption({ label: 'Empresa' });
  await expectNoSeriousAxeViolations(page);
  await saveField(dialog);

  const fieldList = page.getByRole('list', { name: 'Campos del formulario' });
  await expect(fieldList.getByRole('listitem')).toHaveCount(5);
  await expect(fieldList.getByText('Se muestra cuando «Tipo de solicitante» es «Empresa»')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The preview is the clients' form: the condition shows and hides the field live.
  const preview = page.getByRole('form', { name: 'Vista previa del formulario' });
  await expect(preview.getByLabel(/^Razón social/)).toHaveCount(0);
  await preview.getByLabel(/^Tipo de solicitante/).selectOption({ label: 'Empresa' });
  await expect(preview.getByLabel(/^Razón social/)).toBeVisible();
  await preview.getByLabel(/^Tipo de solicitante/).selectOption({ label: 'Persona física' });
  await expect(preview.getByLabel(/^Razón social/)).toHaveCount(0);
  await preview.getByLabel(/^CURP del solicitante/).fill(BAD_CURP);
  await preview.getByRole('button', { name: 'Probar envío' }).click();
  await expect(preview.getByText('El dígito verificador de la CURP no es válido')).toBeVisible();

  await page.getByRole('button', { name: 'Guardar formulario' }).click();
  await expect(page).toHaveURL(/formulario=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: `Editar formulario: ${FORM_NAME}` })).toBeVisible();
  await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
  // The switch follows the server: it turns on once the form is published.
  const publishedSwitch = page.getByRole('switch', { name: 'Publicado' });
  await publishedSwitch.click();
  await expect(publishedSwitch).toBeChecked();
  await expect(page.getByText(/Formulario publicado/)).toBeVisible();
  await expect(page.getByText('Borrador', { exact: true })).toHaveCount(0);

  // The list finds it by the first 7 characters of its id.
  const formId = new URL(page.url()).searchParams.get('formulario')!;
  await page.getByRole('button', { name: 'Volver a formularios' }).click();
  await page.getByLabel('Buscar formulario').fill(formId.slice(0, 7));
  const list = page.getByRole('list', { name: 'Formularios', exact: true });
  await expect(list.getByRole('button', { name: /^Editar / })).toHaveCount(1);
  await expect(list.getByText(FORM_NAME)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${formId.slice(0, 7)}`));
  await signOut(page);

  // ── The client fills it in, on a phone ──────────────────────────────────────
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/categoria/${categoryId}?tramite=${tramite.id}`);
  const form = page.getByRole('dialog', { name: `Solicitar: ${tramite.name}` });
  await expect(form.getByRole('group', { name: 'Datos del trámite' })).toBeVisible();
  await form.getByLabel(/^Tipo de solicitante/).selectOption({ label: 'Empresa' });
  await expect(form.getByLabel(/^Razón social/)).toBeVisible();
  await form.getByLabel(/^Tipo de solicitante/).selectOption({ label: 'Persona física' });
  await expect(form.getByLabel(/^Razón social/)).toHaveCount(0);
  await form.getByLabel(/^Fecha de nacimiento/).fill('1980-01-01');
  await form.getByLabel(/^CURP del solicitante/).fill(BAD_CURP.toLowerCase());
  await expect(form.getByLabel(/^CURP del solicitante/)).toHaveValue(BAD_CURP);
  await form.getByLabel('Comprobante de domicilio').setInputFiles(TINY_PDF);
  await expect(form.getByText(TINY_PDF.name)).toBeVisible();
  await form.getByLabel(/Confirmo que tengo disponibles/).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  let posted = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/tramites/request')) {
      posted++;
    }
  });
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('El dígito verificador de la CURP no es válido')).toBeVisible();
  expect(posted).toBe(0);

  await form.getByLabel(/^CURP del solicitante/).fill(VALID_CURP);
  await expect(form.getByText('El dígito verificador de la CURP no es válido')).toHaveCount(0);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/tramite\/[^/]+\/documentos$/, { timeout: 15_000 });
  expect(posted).toBe(1);
  createdRequestId = /\/tramite\/([^/]+)\/documentos$/.exec(page.url())![1]!;
  // The file field became the request's document, and the chosen PDF is on it.
  const requirement = page.getByRole('article', { name: /Comprobante de domicilio/ });
  await expect(requirement.getByText(TINY_PDF.name)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);

  // ── The gestor of the case reads the answers on the request ─────────────────
  await assignToGestor(request, createdRequestId, DEMO_USERS.gestor, DEMO_USERS.admin);
  await signIn(page, DEMO_USERS.gestor);
  await expect(page).toHaveURL(/\/gestor$/);
  await page.goto(`/solicitud/${createdRequestId}`);
  const answers = page.getByRole('region', { name: 'Respuestas del formulario' });
  await expect(answers.getByText(new RegExp(`^${FORM_NAME}\\W+versión 1$`))).toBeVisible();
  await expect(answers.getByText('Persona física')).toBeVisible();
  await expect(answers.getByText(VALID_CURP)).toBeVisible();
  await expect(answers.getByText('1 de enero de 1980')).toBeVisible();
  await expect(answers.getByText('Razón social')).toHaveCount(0);
});

test('el editor de formularios es solo para administradores', async ({ page }) => {
  await signIn(page, DEMO_USERS.gestor);
  await expect(page).toHaveURL(/\/gestor$/);
  await page.goto('/admin?tab=forms');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Acceso Denegado - Solo los administradores pueden editar formularios.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo formulario' })).toHaveCount(0);
});
