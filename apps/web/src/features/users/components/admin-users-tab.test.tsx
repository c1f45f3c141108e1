import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AdminUser, type GestorWorkload, USERS_ADMIN_MSG } from '@tramites/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { AdminGestoresTab } from './admin-gestores-tab.tsx';
import { AdminUsersTab, OWN_ACCOUNT_NOTE } from './admin-users-tab.tsx';

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const GESTOR_ID = '00000000-0000-4000-8000-000000000002';
const CLIENT_ID = '00000000-0000-4000-8000-000000000003';

const user = (id: string, name: string, extra: Partial<AdminUser>): AdminUser => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.mx`,
  phone: '5512345678',
  role: 'cliente',
  is_active: true,
  is_approved: true,
  created_at: '2026-01-10T12:00:00.000Z',
  requests_count: 0,
  max_concurrent: 10,
  current_assignments: 0,
  ...extra,
});

const USERS = [
  user(ADMIN_ID, 'Ana Torres', { role: 'admin' }),
  user(GESTOR_ID, 'Nuevo Gestor', { role: 'gestor', is_approved: false }),
  user(CLIENT_ID, 'María López', { requests_count: 2 }),
];

function renderWith(ui: ReactNode, handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const usersApi =
  (mutation: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500)): FetchHandler =>
  (url, init) =>
    (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/users')
      ? jsonResponse({ users: USERS, total: USERS.length, pending_gestores: 1 })
      : mutation(url, init);

const renderUsers = (handler: FetchHandler) =>
  renderWith(
    <AdminUsersTab
      currentUserId={ADMIN_ID}
      renderUserSolicitudes={(row) => <p>Solicitudes de {row.name}</p>}
    />,
    handler,
  );

const cardOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Usuarios', () => {
  it("keeps the admin's own account from being demoted or deactivated, and says why", async () => {
    renderUsers(usersApi());
    const own = await cardOf('Ana Torres');
    for (const name of ['Cambiar rol de Ana Torres', 'Desactivar a Ana Torres']) {
      const button = within(own).getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        OWN_ACCOUNT_NOTE,
      );
    }
    const other = await cardOf('María López');
    expect(
      within(other).getByRole('button', { name: 'Desactivar a María López' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('approves a pending gestor after confirming', async () => {
    const fetchMock = renderUsers(
      usersApi((url, init) =>
        url === `/api/admin/users/${GESTOR_ID}/approve` && init?.method === 'PUT'
          ? jsonResponse({ ...USERS[1], is_approved: true })
          : jsonResponse({ detail: 'no previsto' }, 500),
      ),
    );
    expect(await screen.findByText('1 gestor espera aprobación')).toBeTruthy();
    const card = await cardOf('Nuevo Gestor');
    expect(within(card).getByText('Pendiente de aprobación')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Aprobar a Nuevo Gestor' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar gestor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar gestor' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/users/${GESTOR_ID}/approve`)).toBe(
        true,
      ),
    );
  });

  it("shows the server's refusal (409) in the dialog", async () => {
    const fetchMock = renderUsers(
      usersApi(() => jsonResponse({ detail: USERS_ADMIN_MSG.propiaCuenta, code: 'conflict' }, 409)),
    );
    fireEvent.click(
      within(await cardOf('María López')).getByRole('button', { name: 'Desactivar a María López' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Desactivar cuenta' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Cuenta duplicada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
    expect(await within(dialog).findByText(USERS_ADMIN_MSG.propiaCuenta)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === `/api/admin/users/${CLIENT_ID}`)!;
    expect(JSON.parse(String(init?.body))).toEqual({ is_active: false, reason: 'Cuenta duplicada' });
  });

  it('changes a role, offering only the other roles', async () => {
    const fetchMock = renderUsers(usersApi(() => jsonResponse({ ...USERS[2], role: 'gestor' })));
    fireEvent.click(
      within(await cardOf('María López')).getByRole('button', { name: 'Cambiar rol de María López' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cambiar rol' });
    const options = within(within(dialog).getByLabelText(/Nuevo rol/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Gestor', 'Administrador']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/users/${CLIENT_ID}`)).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === `/api/admin/users/${CLIENT_ID}`)!;
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'gestor', reason: '' });
  });

  it("expands a client's row into their solicitudes", async () => {
    renderUsers(usersApi());
    const card = await cardOf('María López');
    const toggle = within(card).getByRole('button', { name: 'Ver solicitudes (2)' });
    expect(within(card).queryByText('Solicitudes de María López')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Solicitudes de María López')).toBeTruthy();
  });
});

const gestor = (extra: Partial<GestorWorkload>): GestorWorkload => ({
  gestor_id: GESTOR_ID,
  name: 'Jorge Ramírez',
  email: 'jorge@example.mx',
  is_approved: true,
  is_active: true,
  current_assignments: 3,
  max_concurrent: 10,
  workload_percentage: 30,
  ...extra,
});

describe('Gestores', () => {
  const renderGestores = (gestores: GestorWorkload[], mutation: FetchHandler) =>
    renderWith(
      <AdminGestoresTab renderReassign={(row) => <button type="button">Reasignar de {row.name}</button>} />,
      (url, init) =>
        (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/gestores/workload')
          ? jsonResponse({ gestores })
          : mutation(url, init),
    );

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
