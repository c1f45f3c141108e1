import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AdminCategory, type AdminTramite, CATALOG_ADMIN_MSG } from '@tramites/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { AdminCategoriesTab } from './admin-categories-tab.tsx';
import { AdminTramitesTab } from './admin-tramites-tab.tsx';

const category = (id: number, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  description: `Trámites de ${name}`,
  icon: 'FileText',
  color: 'blue',
  estimated_procedures: 4,
  is_visible: true,
  is_active: true,
  specialization_required: false,
  display_order: id,
  tramite_count: 2,
  active_requests_count: 3,
  completion_rate: 50,
  all_tramites_count: 2,
  ...extra,
});

const CATEGORIES = [
  category(1, 'Actas', { tramite_count: 4, all_tramites_count: 5, active_requests_count: 2 }),
  category(2, 'Pasaportes', { is_visible: false, tramite_count: 1, all_tramites_count: 1 }),
];

const tramite = (id: number, name: string, extra: Partial<AdminTramite> = {}): AdminTramite => ({
  id,
  name,
  description: '',
  category_id: 1,
  category_name: 'Actas',
  price_type: 'fijo',
  fixed_price: 350,
  government_fee: null,
  estimated_time_days: 5,
  required_documents: ['INE', 'CURP'],
  display_order: id,
  dependencia: '',
  fundamento_juridico: '',
  modalidad: 'presencial',
  vigencia: null,
  is_active: true,
  form_template_id: null,
  form_template_name: null,
  has_custom_form: false,
  requests_count: 0,
  active_requests_count: 0,
  ...extra,
});

const TRAMITES = [
  tramite(11, 'Acta de nacimiento', { requests_count: 3, active_requests_count: 1 }),
  tramite(12, 'Acta de matrimonio', { price_type: 'variable', fixed_price: null }),
];

function renderWith(ui: ReactNode, url = '/admin', handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const catalogApi =
  (overrides: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500)): FetchHandler =>
  (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/categories/detailed')) {
      return jsonResponse(CATEGORIES);
    }
    if (method === 'GET' && url.startsWith('/api/admin/tramites')) {
      return jsonResponse(TRAMITES);
    }
    return overrides(url, init);
  };

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Categorías', () => {
  it('sums the detailed list in the stat header', async () => {
    renderWith(<AdminCategoriesTab />, '/admin?tab=categories', catalogApi());
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
    renderWith(<AdminCategoriesTab />, '/admin?tab=categories', (url, init) =>
      (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/categories/detailed')
        ? jsonResponse([...CATEGORIES, empty])
        : jsonResponse({ detail: 'no previsto' }, 500),
    );
    const badge = await screen.findByText('Oculta al público: sin trámites activos');
    expect(badge.closest('li')?.textContent).toContain('Comercio exterior');
    // Only that one: Actas has trámites, Pasaportes is already marked 'Oculta'.
    expect(screen.getAllByText('Oculta al público: sin trámites activos')).toHaveLength(1);
    const header = screen.getByRole('list', { name: 'Resumen de categorías' });
    expect(within(header).getByText('1 publicadas')).toBeTruthy();
  });

  it('requires a name, then creates the category with the chosen colour and icon', async () => {
    const fetchMock = renderWith(
      <AdminCategoriesTab />,
      '/admin?tab=categories',
      catalogApi((url, init) =>
        url === '/api/admin/categories/advanced' && init?.method === 'POST'
          ? jsonResponse(category(3, 'Comercio'), 201)
          : jsonResponse({ detail: 'no previsto' }, 500),
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
    renderWith(
      <AdminCategoriesTab />,
      '/admin?tab=categories',
      catalogApi((url, init) =>
        url === '/api/admin/categories/1/advanced' && init?.method === 'DELETE'
          ? jsonResponse({ detail: reason, code: 'conflict' }, 409)
          : jsonResponse({ detail: 'no previsto' }, 500),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Actas' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar categoría' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
  });
});

describe('Trámites', () => {
  it('disables the drag handles with the spec hint while every category is listed', async () => {
    renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites',
      catalogApi(),
    );
    const handle = await screen.findByRole('button', { name: 'Mover Acta de nacimiento' });
    expect(handle.hasAttribute('disabled')).toBe(true);
    const hint = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(CATALOG_ADMIN_MSG.reordenarSinCategoria);
  });

  it('enables them once one category is selected', async () => {
    const fetchMock = renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites&categoria=1',
      catalogApi(),
    );
    const handle = await screen.findByRole('button', { name: 'Mover Acta de nacimiento' });
    expect(handle.hasAttribute('disabled')).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('category_id=1'))).toBe(true);
  });

  it('lists price (or Cotización), days, documents and requests', async () => {
    renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites',
      catalogApi(),
    );
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
    renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites',
      catalogApi((url, init) =>
        url === '/api/admin/tramites/11' && init?.method === 'DELETE'
          ? jsonResponse({ message, outcome: 'archived' })
          : jsonResponse({ detail: 'no previsto' }, 500),
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

  it('asks for the fixed price only when the price is fixed, and sends the documents as a list', async () => {
    const fetchMock = renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites&categoria=1',
      catalogApi((url, init) =>
        url === '/api/admin/tramites' && init?.method === 'POST'
          ? jsonResponse(tramite(13, 'Permiso'), 201)
          : jsonResponse({ detail: 'no previsto' }, 500),
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

  it('refuses the current category as the destination of a change', async () => {
    renderWith(
      <AdminTramitesTab formTools={null} renderFormActions={() => null} />,
      '/admin?tab=tramites',
      catalogApi(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar de categoría Acta de nacimiento' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar categoría' });
    const select = within(dialog).getByLabelText(/Categoría de destino/);
    expect(within(select).queryByRole('option', { name: 'Actas' })).toBeNull();
    expect(within(dialog).getByText(/Tiene 1 solicitud activa/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar categoría' }));
    expect(await within(dialog).findByText(CATALOG_ADMIN_MSG.destinoRequerido)).toBeTruthy();
  });
});
