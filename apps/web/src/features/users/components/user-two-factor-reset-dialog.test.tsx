import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GESTOR_ID, user } from '../test-fixtures.ts';
import { UserTwoFactorResetDialog } from './user-two-factor-reset-dialog.tsx';

const GESTOR = user(GESTOR_ID, 'Jorge Ramírez', { role: 'gestor' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserTwoFactorResetDialog', () => {
  it('says what the reset does, then resets and closes', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === `/api/admin/users/${GESTOR_ID}/2fa/reset` && init?.method === 'POST'
        ? jsonResponse({ message: 'Verificación en dos pasos restablecida' })
        : jsonResponse({ detail: 'no previsto' }, 500),
    );
    const onClose = vi.fn();
    renderWithProviders(<UserTwoFactorResetDialog user={GESTOR} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Restablecer verificación en dos pasos' });
    expect(within(dialog).getByText(/se cierran todas sus sesiones/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with the server's reason (409)", async () => {
    mockFetch(() => jsonResponse({ detail: 'La verificación en dos pasos no está activa' }, 409));
    const onClose = vi.fn();
    renderWithProviders(<UserTwoFactorResetDialog user={GESTOR} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Restablecer verificación en dos pasos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await within(dialog).findByText('La verificación en dos pasos no está activa')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
