import { expect } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { test } from './staff-fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('el gestor inserta una respuesta rápida con «/» y escribe una nota interna que el cliente nunca ve', async ({
  page,
  browser,
  solicitudes,
}) => {
  const solicitud = await solicitudes.create({ gestorEmail: DEMO_USERS.gestor });
  const note = `Nota interna ${Date.now()}: el cliente llamó, trae la INE el lunes`;

  // The client has the same request open in another browser all along.
  const clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, DEMO_USERS.cliente);
  await expect(clientPage).toHaveURL(/\/dashboard$/);
  await clientPage.goto(`/solicitud/${solicitud.id}`);
  const clientChat = clientPage.getByRole('region', { name: 'Chat del trámite' });
  await expect(clientChat.getByLabel('Escribe un mensaje')).toBeVisible();

  await signIn(page, DEMO_USERS.gestor);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/solicitud/${solicitud.id}`);
  const chat = page.getByRole('region', { name: 'Chat del trámite' });
  const input = chat.getByLabel('Escribe un mensaje');

  // "/" opens the list; the search narrows it; the keyboard picks and inserts.
  await input.click();
  await input.pressSequentially('/');
  const list = chat.getByRole('listbox', { name: 'Respuestas rápidas' });
  await expect(list).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { name: /Bienvenida/ })).toBeVisible();
  await input.pressSequentially('bienv');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: /Bienvenida/ })).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(list).toBeHidden();

  // The variables are filled with this request's client, procedure and folio; the gestor edits, then sends.
  const expected = `Hola María López (demo), soy tu gestor para el trámite ${solicitud.tramiteName} (folio ${solicitud.folio}). Cualquier duda, escríbeme aquí.`;
  await expect(input).toHaveValue(expected);
  await input.press('End');
  await input.pressSequentially(' ¡Gracias!');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const sent = `${expected} ¡Gracias!`;
  await expect(chat.getByRole('log').getByText(sent)).toBeVisible();
  await expect(clientChat.getByRole('log').getByText(sent)).toBeVisible();

  // Esc closes the list and leaves the text as typed.
  await input.pressSequentially('/zzz');
  const noMatch = chat.getByText('Ninguna respuesta coincide con «zzz».');
  await expect(noMatch).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('Escape');
  await expect(noMatch).toBeHidden();
  await expect(input).not.toHaveAttribute('aria-expanded');
  await expect(input).toHaveValue('/zzz');
  await input.fill('');

  // The internal note, marked as the team's only.
  const notes = page.getByRole('region', { name: 'Notas internas' });
  await expect(notes.getByText('Solo visible para el equipo')).toBeVisible();
  await notes.getByLabel('Nueva nota interna').fill(note);
  await notes.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(notes.getByRole('list', { name: 'Notas internas' }).getByText(note)).toBeVisible();

  // A message after the note reaches the client live: the note never does, live or after a reload.
  await input.fill('¿Pudo revisar la cotización?');
  await input.press('Enter');
  await expect(clientChat.getByRole('log').getByText('¿Pudo revisar la cotización?')).toBeVisible();
  await expect(clientPage.getByText(note)).toHaveCount(0);
  await expect(clientPage.getByRole('region', { name: 'Notas internas' })).toHaveCount(0);
  await clientPage.reload();
  await expect(clientChat.getByRole('log').getByText('¿Pudo revisar la cotización?')).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await expect(clientPage.getByText(note)).toHaveCount(0);
  await expect(clientPage.getByRole('region', { name: 'Notas internas' })).toHaveCount(0);
  // Nor does the client get the picker.
  await expect(clientChat.getByRole('button', { name: 'Respuestas rápidas' })).toHaveCount(0);
  await clientContext.close();
});
