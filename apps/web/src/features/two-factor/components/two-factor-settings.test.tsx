import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TwoFactorSettings', () => {
  it('tells staff it is required and offers no way to turn it off', async () => {
    mockFetch(() => jsonResponse({ enabled: true, can_enable: false, can_disable: false }));
    renderWithProviders(<TwoFactorSettings />);
    expect(await screen.findByText(/Es obligatoria para el personal/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar verificación' })).toBeNull();
  });

  it('lets a client turn it off with a code', async () => {
    let enabled = true;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/2fa/disable' && init?.method === 'POST') {
        enabled = false;
        return jsonResponse({ message: 'Verificación en dos pasos desactivada' });
      }
      return jsonResponse({ enabled, can_enable: !enabled, can_disable: enabled });
    });
    renderWithProviders(<TwoFactorSettings />);
    fireEvent.change(await screen.findByLabelText(/^Código de verificación/), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar verificación' }));
    expect(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' })).toBeTruthy();
    const disable = fetchMock.mock.calls.find(([url]) => url === '/api/auth/2fa/disable');
    expect(JSON.parse(String(disable?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('says demo accounts do not use it', async () => {
    mockFetch(() => jsonResponse({ enabled: false, can_enable: false, can_disable: false }));
    renderWithProviders(<TwoFactorSettings />);
    await waitFor(() =>
      expect(screen.getByText(/Las cuentas demo entran solo con su contraseña/)).toBeTruthy(),
    );
  });
});
