import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignInSteps } from './sign-in-steps.tsx';

const SESSION = {
  token: 'token-de-sesion',
  user: {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Daniela Ruiz',
    email: 'daniela@example.mx',
    phone: null,
    role: 'admin',
    is_active: true,
    is_approved: true,
    created_at: '2026-01-10T12:00:00.000Z',
  },
} as const;

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInSteps', () => {
  it('sends the code with the challenge and hands the session over', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/login/2fa' ? jsonResponse(SESSION) : jsonResponse({ detail: 'no previsto' }, 500),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(
      <SignInSteps
        pending={{ two_factor_required: true, challenge: 'c-1' }}
        onSignedIn={onSignedIn}
        onRestart={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Código de verificación/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ challenge: 'c-1', code: '123456' });
  });

  it('refuses a malformed code before calling, and offers a recovery code instead', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: 'no previsto' }, 500));
    renderWithProviders(
      <SignInSteps
        pending={{ two_factor_required: true, challenge: 'c-1' }}
        onSignedIn={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Código de verificación/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Escribe los 6 dígitos de tu app o un código de recuperación'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.getByLabelText(/^Código de recuperación/)).toBeTruthy();
  });

  it('after a longer staff password, goes on to the step the server answers', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/password/upgrade'
        ? jsonResponse({ two_factor_required: true, challenge: 'c-2' })
        : jsonResponse({ detail: 'no previsto' }, 500),
    );
    renderWithProviders(
      <SignInSteps
        pending={{ password_change_required: true, challenge: 'c-1' }}
        onSignedIn={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'corta' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), { target: { value: 'corta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(PASSWORD_MSG.staffMin)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const password = 'una frase larga y segura';
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ challenge: 'c-1', new_password: password });
  });

  it('enrols staff: the secret as text, then the recovery codes, and the session only once they are saved', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-${String(index).padStart(5, '2')}`);
    mockFetch((url, init) => {
      if (url === '/api/auth/2fa/setup') {
        return jsonResponse({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        });
      }
      if (url === '/api/auth/2fa/enable' && bodyOf(init).challenge === 'c-1') {
        return jsonResponse({ recovery_codes: codes, ...SESSION });
      }
      return jsonResponse({ detail: 'no previsto' }, 500);
    });
    const onSignedIn = vi.fn();
    renderWithProviders(
      <SignInSteps
        pending={{ two_factor_setup_required: true, challenge: 'c-1' }}
        onSignedIn={onSignedIn}
        onRestart={vi.fn()}
      />,
    );
    expect(((await screen.findByLabelText('Clave secreta')) as HTMLInputElement).value).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    fireEvent.change(screen.getByLabelText(/^Código de verificación/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar verificación' }));
    expect(await screen.findByText(codes[9]!)).toBeTruthy();
    const enter = screen.getByRole('button', { name: 'Entrar' });
    expect(enter.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Ya guardé mis códigos de recuperación'));
    fireEvent.click(enter);
    expect(onSignedIn).toHaveBeenCalledWith(SESSION);
  });
});
