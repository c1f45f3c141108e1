import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './a11y.ts';
import { DEMO_USERS, signIn } from './fixtures.ts';
import {
  acceptAndPayViaApi,
  apiToken,
  assignToGestor,
  createRequestViaApi,
  findTramite,
} from './request-helpers.ts';

// Issue 27: the gestor's screens are used on a desktop.
test.use({ viewport: { width: 1440, height: 900 } });

test('the gestor sends a reminder now and sees it listed; the client pauses reminders and the gestor sees it', async ({
  page,
  browser,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && candidate.required_documents.length > 0,
  );
  const clientToken = await apiToken(page.request, DEMO_USERS.cliente);
  const id = await createRequestViaApi(page.request, clientToken, tramite.id);
  await acceptAndPayViaApi(page.request, clientToken, id);
  await assignToGestor(page.request, id, DEMO_USERS.gestor, DEMO_USERS.admin);

  await signIn(page, DEMO_USERS.gestor);
  await expect(page).toHaveURL(/\/gestor$/);
  await page.goto(`/solicitud/${id}`);
  const card = page.getByRole('region', { name: 'Recordatorios' });
  const missing = `Faltan: ${tramite.required_documents.map((name) => `«${name}»`).join(', ')}.`;
  await expect(card.getByText(missing)).toBeVisible();
  await expect(card.getByText('Todavía no se ha enviado ningún recordatorio.')).toBeVisible();

  await card.getByRole('button', { name: 'Enviar recordatorio ahora' }).click();
  const sent = card.getByRole('list', { name: 'Recordatorios enviados' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent.first()).toContainText('Documentos pendientes');
  await expect(sent.first()).toContainText(/Enviado por /);
  await expect(sent.first()).toContainText(missing);
  // The request's timeline shows it too.
  await expect(
    page.getByRole('region', { name: 'Historial' }).getByText('Recordatorio enviado al cliente'),
  ).toBeVisible();

  // The client, in a browser of their own, pauses reminders for this request.
  const clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, DEMO_USERS.cliente);
  await expect(clientPage).toHaveURL(/\/dashboard$/);
  await clientPage.goto(`/solicitud/${id}`);
  const clientCard = clientPage.getByRole('region', { name: 'Recordatorios' });
  const pause = clientCard.getByRole('switch', { name: 'Pausar recordatorios' });
  await expect(pause).not.toBeChecked();
  // Measured before the toast of the change (the toaster's own colours are not this card's).
  await expectNoSeriousAxeViolations(clientPage);
  await pause.check();
  await expect(pause).toBeChecked();
  await expect(clientCard.getByText(/^Pausados desde el /)).toBeVisible();
  // The client never sees the staff's list.
  await expect(clientCard.getByRole('button', { name: 'Enviar recordatorio ahora' })).toHaveCount(0);
  await clientContext.close();

  await page.reload();
  await expect(card.getByText('El cliente pausó los recordatorios')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enviar recordatorio ahora' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await expect(
    page.getByRole('region', { name: 'Historial' }).getByText('El cliente pausó los recordatorios'),
  ).toBeVisible();
});
