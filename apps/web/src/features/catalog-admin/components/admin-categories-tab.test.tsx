import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_ADMIN_MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category } from '../../../test/catalog-fixtures.ts';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bodyOf, CATEGORIES, catalogApi, unexpected } from '../test-fixtures.ts';
import { AdminCategoriesTab } from './admin-categories-tab.tsx';

function renderTab(handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  renderWithProviders(<AdminCategoriesTab />, { route: '/admin?tab=categories' });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Categorías', () => {
  it('sums the detailed list in the stat header', async () => {
    renderTab(catalogApi());
    const header = await screen.findByRole('list', { name: 'Resumen de categorías' });
    expect(within(header).getByText('Categorías').parentElement?.textContent).toContain('2');
    expect(within(header).getByText('1 publicadas')).toBeTruthy();
    expect(within(header).getByText('Trámites publicados').parentElement?.textContent).toContain('5');
    expect(within(header).getByText('Solicitudes activas').parentElement?.textContent).toContain('5');
    expect(screen.getByText('Oculta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mover Pasaportes' })).toBeTruthy();
  });

  it('says which visible, active category the public does not see because it has no active trámite', async () => {
    const empty = category(3, 'Comercio exterior', { tramite_count: 0, all_tramites_count: 1 });
    renderTab((url, init) =>
      (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/categories/detailed')
        ? jsonResponse([...CATEGORIES, empty])
        : unexpected(url, init),
    );
    const badge = await screen.findByText('Oculta al público: sin trámites activos');
    expect(badge.closest('li')?.textContent).toContain('Comercio exterior');
    // Only that one: Actas has trámites, Pasaportes is already marked 'Oculta'.
    expect(screen.getAllByText('Oculta al público: sin trámites activos')).toHaveLength(1);
    const header = screen.getByRole('list', { name: 'Resumen de categorías' });
    expect(within(header).getByText('1 publicadas')).toBeTruthy();
  });

  it('requires a name, then creates the category with the chosen colour and icon', async () => {
    const fetchMock = renderTab(
      catalogApi((url, init) =>
        url === '/api/admin/categories/advanced' && init?.method === 'POST'
          ? jsonResponse(category(3, 'Comercio'), 201)
          : unexpected(url, init),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: '  Comercio  ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Verde' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Avión' }));
    fireEvent.change(within(dialog).getByLabelText('Trámites estimados'), { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.estimados)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Trámites estimados'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Requiere especialización' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/categories/advanced')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/categories/advanced')!;
    expect(bodyOf(init)).toEqual({
      name: 'Comercio',
      description: '',
      icon: 'Plane',
      color: 'green',
      estimated_procedures: 3,
      is_visible: true,
      is_active: true,
      specialization_required: true,
    });
  });

  it("shows the server's reason when a category with trámites cannot be deleted", async () => {
    const reason = CATALOG_ADMIN_MSG.categoriaConTramites(5);
    renderTab(
      catalogApi((url, init) =>
        url === '/api/admin/categories/1/advanced' && init?.method === 'DELETE'
          ? jsonResponse({ detail: reason, code: 'conflict' }, 409)
          : unexpected(url, init),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Actas' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar categoría' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
  });
});
