import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type GestorWorkload, USERS_ADMIN_MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GESTOR_ID, gestor, user } from '../test-fixtures.ts';
import { AdminGestoresTab } from './admin-gestores-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Gestores', () => {
  const renderGestores = (gestores: GestorWorkload[], mutation: FetchHandler) => {
    const fetchMock = mockFetch((url, init) =>
      (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/gestores/workload')
        ? jsonResponse({ gestores })
        : mutation(url, init),
    );
    renderWithProviders(
      <AdminGestoresTab renderReassign={(row) => <button type="button">Reasignar de {row.name}</button>} />,
    );
    return fetchMock;
  };

  it('edits the capacity in place, with the shared limits', async () => {
    const fetchMock = renderGestores([gestor({})], () =>
      jsonResponse(user(GESTOR_ID, 'Jorge Ramírez', { role: 'gestor', max_concurrent: 12 })),
    );
    const input = await screen.findByLabelText('Capacidad (casos abiertos)');
    expect((input as HTMLInputElement).value).toBe('10');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar capacidad de Jorge Ramírez' }));
    expect(await screen.findByText(USERS_ADMIN_MSG.capacidad)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar capacidad de Jorge Ramírez' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toBe(`/api/admin/users/${GESTOR_ID}`);
    expect(JSON.parse(String(init?.body))).toEqual({ max_concurrent: 12 });
  });

  it('offers the reassignment only to a gestor with open cases, and reactivation to an inactive one', async () => {
    renderGestores(
      [
        gestor({}),
        gestor({
          gestor_id: 'g-2',
          name: 'Sin Casos',
          email: 'sin@example.mx',
          current_assignments: 0,
          is_active: false,
        }),
      ],
      () => jsonResponse({ detail: 'no previsto' }, 500),
    );
    expect(await screen.findByRole('button', { name: 'Reasignar de Jorge Ramírez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reasignar de Sin Casos' })).toBeNull();
    expect(screen.getByText('Inactivo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivar a Sin Casos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desactivar a Jorge Ramírez' })).toBeTruthy();
  });
});
