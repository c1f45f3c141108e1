import { cleanup, screen } from '@testing-library/react';
import type { MyActionsResponse } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RequiredActions, RequiredActionsCount } from './required-actions.tsx';

type Item = MyActionsResponse['items'][number];
const item = (id: string, folio: string, name: string, action: Item['action']): Item =>
  ({ solicitud: { id, folio, tramite_nombre: name }, action }) as Item;

const response: MyActionsResponse = {
  items: [
    item('r-1', 'TMX-2026-000001', 'Pasaporte', {
      kind: 'corregir_documentos',
      waiting_on: 'cliente',
      documents: [{ name: 'INE', reason: 'Ilegible' }],
    }),
    item('r-2', 'TMX-2026-000002', 'Licencia', {
      kind: 'pagar',
      waiting_on: 'cliente',
      instalment: 'total',
      amount: 900,
    }),
    item('r-3', 'TMX-2026-000003', 'Acta', { kind: 'en_tramite', waiting_on: 'gestoria', due_date: null }),
  ],
  requiere_accion: 2,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequiredActions', () => {
  it('lists what waits on the client, each with its one action and where it leads', async () => {
    const fetchMock = mockFetch(() => jsonResponse(response));
    renderWithProviders(<RequiredActions />);
    expect(await screen.findByRole('heading', { name: 'Acción requerida (2)' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/tramites/my-actions');
    expect(screen.getByText('«INE» fue rechazado: Ilegible')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subir nueva versión' }).getAttribute('href')).toBe(
      '/tramite/r-1/documentos#documentos',
    );
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe(
      '/solicitud/r-2#pago',
    );
    // What waits on the gestoría is not the client's to do.
    expect(screen.queryByText('Acta')).toBeNull();
  });

  it('says the client is up to date when nothing waits on them', async () => {
    mockFetch(() => jsonResponse({ items: [response.items[2]], requiere_accion: 0 }));
    renderWithProviders(<RequiredActions />);
    expect(await screen.findByRole('heading', { name: 'Estás al día' })).toBeTruthy();
  });
});

describe('RequiredActionsCount', () => {
  it('shows the count in the header, linking to the dashboard list', async () => {
    mockFetch(() => jsonResponse(response));
    renderWithProviders(<RequiredActionsCount dashboardHref="/dashboard" />);
    const link = await screen.findByRole('link', { name: 'Acción requerida en 2 trámites' });
    expect(link.getAttribute('href')).toBe('/dashboard#accion-requerida');
  });

  it('shows nothing when nothing waits on the client', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [], requiere_accion: 0 }));
    const { container } = renderWithProviders(<RequiredActionsCount dashboardHref="/dashboard" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
