import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_ADMIN_MSG, SECRET_REQUEST_MSG } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tramite } from '../../../test/catalog-fixtures.ts';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bodyOf, catalogApi, unexpected } from '../test-fixtures.ts';
import { AdminTramitesTab } from './admin-tramites-tab.tsx';

function renderTab(url: string, handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  renderWithProviders(<AdminTramitesTab formTools={null} renderFormActions={() => null} />, { route: url });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Trámites', () => {
  it('disables the drag handles with the spec hint while every category is listed', async () => {
    renderTab('/admin?tab=tramites', catalogApi());
    const handle = await screen.findByRole('button', { name: 'Mover Acta de nacimiento' });
    expect(handle.hasAttribute('disabled')).toBe(true);
    const hint = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(CATALOG_ADMIN_MSG.reordenarSinCategoria);
  });

  it('enables them once one category is selected', async () => {
    const fetchMock = renderTab('/admin?tab=tramites&categoria=1', catalogApi());
    const handle = await screen.findByRole('button', { name: 'Mover Acta de nacimiento' });
    expect(handle.hasAttribute('disabled')).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('category_id=1'))).toBe(true);
  });

  it('lists price (or Cotización), days, documents and requests', async () => {
    renderTab('/admin?tab=tramites', catalogApi());
    const facts = await screen.findAllByRole('list', { name: 'Datos del trámite' });
    expect(facts[0]!.textContent).toContain('$350.00');
    expect(facts[0]!.textContent).toContain('5 días');
    expect(facts[0]!.textContent).toContain('2 documentos');
    expect(facts[0]!.textContent).toContain('3 solicitudes (1 activas)');
    expect(facts[1]!.textContent).toContain('Cotización');
  });

  it('says beforehand that a trámite with requests is archived, then shows the result', async () => {
    const success = vi.spyOn(toast, 'success');
    const message =
      'El trámite tiene 3 solicitudes: se archivó (ya no aparece en el catálogo) y sus solicitudes se conservan.';
    renderTab(
      '/admin?tab=tramites',
      catalogApi((url, init) =>
        url === '/api/admin/tramites/11' && init?.method === 'DELETE'
          ? jsonResponse({ message, outcome: 'archived' })
          : unexpected(url, init),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Acta de nacimiento' }));
    const dialog = screen.getByRole('dialog', { name: 'Archivar trámite' });
    expect(
      within(dialog).getByText(/Tiene 3 solicitudes, así que no se eliminará: se archivará/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archivar trámite' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(message));

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Acta de matrimonio' }));
    expect(screen.getByRole('dialog', { name: 'Eliminar trámite' }).textContent).toContain(
      'se eliminará definitivamente',
    );
  });

  it('refuses a required document that asks for a password, under the documents (issue 25)', async () => {
    renderTab('/admin?tab=tramites&categoria=1', catalogApi());
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo trámite' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo trámite' });
    fireEvent.change(within(dialog).getByLabelText('Documentos requeridos'), {
      target: { value: 'Identificación oficial\nContraseña del SAT (CIEC)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear trámite' }));
    expect(await within(dialog).findByText(SECRET_REQUEST_MSG.documento)).toBeTruthy();
  });

  it('asks for the fixed price only when the price is fixed, and sends the documents as a list', async () => {
    const fetchMock = renderTab(
      '/admin?tab=tramites&categoria=1',
      catalogApi((url, init) =>
        url === '/api/admin/tramites' && init?.method === 'POST'
          ? jsonResponse(tramite(13, 'Permiso'), 201)
          : unexpected(url, init),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo trámite' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo trámite' });
    fireEvent.change(await within(dialog).findByLabelText(/^Categoría/), { target: { value: '1' } });
    expect(within(dialog).queryByLabelText(/Precio fijo \(MXN\)/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear trámite' }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.nombreTramite)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Nombre del trámite/), { target: { value: 'Permiso' } });
    fireEvent.click(within(dialog).getByLabelText('Precio fijo'));
    const price = within(dialog).getByLabelText(/Precio fijo \(MXN\)/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear trámite' }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.precioFijoRequerido)).toBeTruthy();
    fireEvent.change(price, { target: { value: '1250.5' } });
    fireEvent.change(within(dialog).getByLabelText('Documentos requeridos'), {
      target: { value: 'INE\n\n  CURP  \nComprobante de domicilio\n' },
    });
    expect(within(dialog).getByText(/3 documentos\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear trámite' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/tramites' && init?.method === 'POST'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, call]) => url === '/api/admin/tramites' && call?.method === 'POST',
    )!;
    expect(bodyOf(init)).toMatchObject({
      name: 'Permiso',
      category_id: 1,
      price_type: 'fijo',
      fixed_price: '1250.50',
      required_documents: ['INE', 'CURP', 'Comprobante de domicilio'],
    });
  });

  it('edits a variable price\'s "desde" minimum, positive, and offers it only for a variable price', async () => {
    const fetchMock = renderTab(
      '/admin?tab=tramites&categoria=1',
      catalogApi((url, init) =>
        url === '/api/admin/tramites/12' && init?.method === 'PUT'
          ? jsonResponse(tramite(12, 'Acta de matrimonio', { price_type: 'variable', price_from: 1500 }))
          : unexpected(url, init),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Acta de matrimonio' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar trámite' });
    const from = within(dialog).getByLabelText(/Precio desde \(MXN\)/);
    fireEvent.change(from, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.precioDesdePositivo)).toBeTruthy();
    fireEvent.change(from, { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/admin/tramites/12' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, call]) => url === '/api/admin/tramites/12' && call?.method === 'PUT',
    )!;
    expect(bodyOf(init)).toMatchObject({ price_type: 'variable', price_from: '1500.00' });
  });

  it('hides the "desde" minimum for a fixed price', async () => {
    renderTab('/admin?tab=tramites&categoria=1', catalogApi());
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Acta de nacimiento' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar trámite' });
    expect(within(dialog).getByLabelText(/Precio fijo \(MXN\)/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Precio desde/)).toBeNull();
  });

  it('refuses the current category as the destination of a change', async () => {
    renderTab('/admin?tab=tramites', catalogApi());
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar de categoría Acta de nacimiento' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar categoría' });
    const select = within(dialog).getByLabelText(/Categoría de destino/);
    expect(within(select).queryByRole('option', { name: 'Actas' })).toBeNull();
    expect(within(dialog).getByText(/Tiene 1 solicitud activa/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar categoría' }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.destinoRequerido)).toBeTruthy();
  });
});
