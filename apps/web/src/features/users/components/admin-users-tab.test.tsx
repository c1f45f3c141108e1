import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USERS_ADMIN_MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_ID, CLIENT_ID, GESTOR_ID, user } from '../test-fixtures.ts';
import { AdminUsersTab, OWN_ACCOUNT_NOTE } from './admin-users-tab.tsx';

const USERS = [
  user(ADMIN_ID, 'Ana Torres', { role: 'admin' }),
  user(GESTOR_ID, 'Nuevo Gestor', { role: 'gestor', is_approved: false }),
  user(CLIENT_ID, 'María López', { requests_count: 2 }),
];

const usersApi =
  (mutation: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500)): FetchHandler =>
  (url, init) =>
    (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/users')
      ? jsonResponse({ users: USERS, total: USERS.length, pending_gestores: 1 })
      : mutation(url, init);

function renderUsers(handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  renderWithProviders(
    <AdminUsersTab
      currentUserId={ADMIN_ID}
      renderUserSolicitudes={(row) => <p>Solicitudes de {row.name}</p>}
    />,
  );
  return fetchMock;
}

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

  it('sends a password reset link after confirming, without showing the link', async () => {
    const detail = 'Enviamos a maria@example.mx un enlace para que elija una contraseña nueva.';
    const fetchMock = renderUsers(
      usersApi((url, init) =>
        url === `/api/admin/users/${CLIENT_ID}/password-reset` && init?.method === 'POST'
          ? jsonResponse({ detail }, 202)
          : jsonResponse({ detail: 'no previsto' }, 500),
      ),
    );
    const card = await cardOf('María López');
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar enlace de contraseña a María López' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar enlace para restablecer la contraseña' });
    expect(within(dialog).getByText(/no verás el enlace ni la contraseña/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === `/api/admin/users/${CLIENT_ID}/password-reset`),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
