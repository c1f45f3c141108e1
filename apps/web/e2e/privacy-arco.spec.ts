import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { DEMO_USERS, signIn, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'secreto123';

/** The entries of a ZIP file: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        reject(error);
        return;
      }
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * A new client made through the API, with the aviso accepted as the web's sign-up sends it (a client
 * without it is asked to accept first: not what these tests are about).
 */
async function newClient(request: APIRequestContext, name: string) {
  const email = uniqueEmail('arco');
  const notice = await request.get('/api/privacy/notice');
  expect(notice.ok()).toBe(true);
  const { version } = (await notice.json()) as { version: string };
  const registered = await request.post('/api/auth/register', {
    data: {
      name,
      email,
      phone: '5512345678',
      role: 'cliente',
      password: PASSWORD,
      privacy_notice_version: version,
    },
  });
  expect(registered.status()).toBe(201);
  return { email };
}

async function openMyData(page: Page) {
  await page.goto('/cuenta');
  const section = page.getByRole('region', { name: 'Mis datos' });
  await expect(section).toBeVisible();
  return section;
}

test('un cliente descarga «Mis datos» y el ZIP trae su manifiesto', async ({ page }) => {
  const name = `Cliente Exporta ${Date.now()}`;
  const client = await newClient(page.request, name);
  await signIn(page, client.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const section = await openMyData(page);

  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await download.path())!));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
  expect(manifest.perfil).toMatchObject({ nombre: name, correo: client.email, rol: 'cliente' });
  expect(manifest.solicitudes).toEqual([]);
  expect(manifest.consentimientos).toEqual([expect.objectContaining({ tipo: 'aviso', otorgado: true })]);
});

test('un cliente pide la cancelación y un administrador la resuelve', async ({ browser }) => {
  // Two people, two sign-ins and a cancellation: more steps than the 30 s default allows on a busy machine.
  test.setTimeout(60_000);
  const clientPage = await browser.newPage();
  const client = await newClient(clientPage.request, `Cliente Cancela ${Date.now()}`);
  await signIn(clientPage, client.email, PASSWORD);
  await expect(clientPage).not.toHaveURL(/\/login/);
  const section = await openMyData(clientPage);

  await section.getByLabel('¿Qué derecho quieres ejercer?').selectOption('cancelacion');
  // The form says what a cancellation keeps, and why, before it is sent.
  await expect(section.getByText(/Código Fiscal de la Federación, art\. 30/)).toBeVisible();
  await section.getByRole('button', { name: 'Solicitar la cancelación de mis datos' }).click();
  const cases = section.getByRole('list', { name: 'Tus solicitudes ARCO' });
  await expect(cases.getByText('Cancelación')).toBeVisible();
  await expect(cases.getByText('Pendiente')).toBeVisible();
  await expect(cases.getByText(/Te responderemos a más tardar el/)).toBeVisible();

  const adminPage = await browser.newPage();
  await signIn(adminPage, DEMO_USERS.admin);
  await expect(adminPage).not.toHaveURL(/\/login/);
  await adminPage.goto('/admin?tab=privacidad');
  const row = adminPage
    .getByRole('list', { name: 'Solicitudes ARCO' })
    .getByRole('listitem')
    .filter({ hasText: client.email });
  await expect(row.getByText(/Quedan \d+ días hábiles/)).toBeVisible();
  await row.getByRole('button', { name: /Responder la solicitud/ }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByText('Esto anonimiza la cuenta y no se puede deshacer')).toBeVisible();
  await dialog.getByLabel('Motivo y respuesta').fill('Cancelamos tu cuenta como pediste.');
  await dialog.getByRole('button', { name: 'Anonimizar la cuenta y responder' }).click();
  await expect(dialog).toBeHidden();

  const answered = adminPage
    .getByRole('list', { name: 'Solicitudes ARCO' })
    .getByRole('listitem')
    .filter({ hasText: 'Cancelamos tu cuenta como pediste.' });
  await expect(answered.getByText('Usuario eliminado')).toBeVisible();
  await expect(answered.getByText('Atendida')).toBeVisible();

  // The client's session is over, and the old password no longer opens the account.
  await clientPage.reload();
  await expect(clientPage).toHaveURL(/\/login/);
  await signIn(clientPage, client.email, PASSWORD);
  await expect(clientPage.getByRole('alert').first()).toBeVisible();
  await expect(clientPage).toHaveURL(/\/login/);
});
