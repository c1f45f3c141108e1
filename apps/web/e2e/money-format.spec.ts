import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './fixtures.ts';
import { apiToken, createRequestViaApi, findTramite } from './request-helpers.ts';

/** What "$1,350.50" looks like: a sign, thousands grouped with commas, two decimals (es-MX). */
const mxn = (amount: number) =>
  new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);

test('el dinero se escribe de una sola forma en el panel de gestión ("$2,450.00", nunca "2450.00")', async ({
  page,
}) => {
  const tramite = await findTramite(
    page.request,
    (candidate) => candidate.price_type === 'fijo' && (candidate.fixed_price ?? 0) >= 1000,
  );
  const client = await apiToken(page.request, DEMO_USERS.cliente);
  // A fixed price is quoted at once: the request waits for its payment, which staff may record.
  const id = await createRequestViaApi(page.request, client, tramite.id);
  const amount = mxn(tramite.fixed_price!);
  expect(amount).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);

  try {
    await signIn(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/solicitud/${id}`);
    await expect(page.getByRole('region', { name: 'Cotización' }).getByText(amount).first()).toBeVisible();
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
    await expect(dialog.getByText(`Cotización por ${amount}`)).toBeVisible();
    await expect(dialog.getByText(tramite.fixed_price!.toFixed(2), { exact: false })).toHaveCount(0);
  } finally {
    // Keeps the gestores' open workload free for the specs that run later.
    const admin = await apiToken(page.request, DEMO_USERS.admin);
    await page.request.put(`/api/tramites/${id}/status`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status: 'cancelado', reason: 'Limpieza al terminar la prueba e2e' },
    });
  }
});
