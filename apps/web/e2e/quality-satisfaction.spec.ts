import { expect } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiLogin, bearer, test, uploadDocuments } from './staff-fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Satisfaction at the end (issue 27): the client rates a completed request with stars and a comment on its
 * page, is thanked, and the admin reads the rating in the panel's 'Calidad' tab, under its procedure.
 */
test('el cliente califica una solicitud completada y el admin lo ve en Calidad', async ({
  page,
  browser,
  request,
  solicitudes,
}) => {
  const solicitud = await solicitudes.create({ documents: 1, pay: true, gestorEmail: DEMO_USERS.gestor });
  const gestor = await apiLogin(request, DEMO_USERS.gestor);
  const uploaded = await uploadDocuments(request, solicitud, solicitud.requiredDocuments.length);
  for (const document of uploaded) {
    const review = await request.put(`/api/gestor/documents/${document.id}/review`, {
      headers: bearer(gestor),
      data: { status: 'approved', review_notes: 'Correcto' },
    });
    expect(review.ok(), await review.text()).toBe(true);
  }
  for (const status of ['listo_para_entrega', 'completado']) {
    const moved = await request.put(`/api/tramites/${solicitud.id}/status`, {
      headers: bearer(gestor),
      data: { status, notes: 'Prueba e2e' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const comment = `Muy buena atención, prueba ${Date.now()}`;

  await signIn(page, DEMO_USERS.cliente);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/solicitud/${solicitud.id}`);
  const card = page.getByRole('region', { name: 'Tu opinión' });
  await expect(card).toBeVisible();
  const stars = card.getByRole('group', { name: 'Calificación' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  // A radio group: the keyboard moves between the stars.
  await stars.getByRole('radio', { name: '1 estrella' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  await card.getByLabel('Comentario (opcional)').fill(comment);
  await card.getByRole('button', { name: 'Enviar' }).click();
  await expect(card.getByText('¡Gracias por tu calificación!')).toBeVisible();
  await expect(card.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
  await expect(card.getByText(comment)).toBeVisible();
  // Once: after a reload the card still thanks, with no form.
  await page.reload();
  await expect(card.getByText('¡Gracias por tu calificación!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enviar' })).toHaveCount(0);

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('tab', { name: 'Calidad' }).click();
  await expect(admin).toHaveURL(/tab=calidad/);
  await expect(admin.getByRole('heading', { name: 'Calidad', level: 2 })).toBeVisible();
  await expect(admin.getByTestId('calidad-a-tiempo')).toHaveText(/^\d+(\.\d)? %$/);
  await expect(admin.getByTestId('calidad-promedio')).not.toHaveText('—');
  const byProcedure = admin.getByRole('region', { name: 'Por trámite' });
  const procedure = byProcedure.getByRole('listitem').filter({ hasText: solicitud.tramiteName });
  await procedure.getByText(/^Comentarios \(\d+\)$/).click();
  await expect(procedure.getByText(comment)).toBeVisible();
  await expect(procedure.getByText(solicitud.folio)).toBeVisible();
  await adminContext.close();
});
