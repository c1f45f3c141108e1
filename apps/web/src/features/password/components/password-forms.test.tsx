import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, PASSWORD_MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('ForgotPasswordForm', () => {
  it('shows the neutral answer after sending the e-mail', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: PASSWORD_MSG.enlaceSolicitado }, 202));
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(field(/Correo electrónico/), { target: { value: 'Ana@Example.mx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(PASSWORD_MSG.enlaceSolicitado)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/password/forgot');
    expect(bodyOf(init)).toEqual({ email: 'ana@example.mx' });
  });
});

describe('ResetPasswordForm', () => {
  it('sends nothing while the two passwords differ, then hands the account to the page', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ detail: PASSWORD_MSG.restablecida, email: 'ana@example.mx' }),
    );
    const onReset = vi.fn(async () => undefined);
    renderWithProviders(<ResetPasswordForm token="abc" onReset={onReset} />);
    fireEvent.change(passwordField('Contraseña nueva'), { target: { value: 'nueva-clave-1' } });
    fireEvent.change(passwordField('Repite la contraseña nueva'), { target: { value: 'otra-clave-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(passwordField('Repite la contraseña nueva'), { target: { value: 'nueva-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith({
        detail: PASSWORD_MSG.restablecida,
        email: 'ana@example.mx',
        password: 'nueva-clave-1',
      }),
    );
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ token: 'abc', password: 'nueva-clave-1' });
  });

  it('puts a common password under its field, and a dead link offers a new one', async () => {
    let answer = jsonResponse(
      {
        detail: PASSWORD_MSG.comun,
        code: 'validation',
        errors: [{ field: 'password', message: PASSWORD_MSG.comun }],
      },
      422,
    );
    mockFetch(() => answer);
    renderWithProviders(<ResetPasswordForm token="abc" onReset={async () => undefined} />);
    fireEvent.change(passwordField('Contraseña nueva'), { target: { value: 'password1' } });
    fireEvent.change(passwordField('Repite la contraseña nueva'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    await waitFor(() => expect(passwordField('Contraseña nueva').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(PASSWORD_MSG.comun).length).toBeGreaterThan(0);

    answer = jsonResponse({ detail: PASSWORD_MSG.enlaceInvalido, code: 'invalid_link' }, 400);
    fireEvent.change(passwordField('Contraseña nueva'), { target: { value: 'nueva-clave-1' } });
    fireEvent.change(passwordField('Repite la contraseña nueva'), { target: { value: 'nueva-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    expect(await screen.findByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeTruthy();
  });
});

describe('ChangePasswordForm', () => {
  it('asks staff for 12 characters in its hint and puts a wrong current password under that field', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        {
          detail: PASSWORD_MSG.actualIncorrecta,
          code: 'validation',
          errors: [{ field: 'current_password', message: PASSWORD_MSG.actualIncorrecta }],
        },
        422,
      ),
    );
    renderWithProviders(<ChangePasswordForm accountRole="gestor" />);
    expect(screen.getByText(/Mínimo 12 caracteres/)).toBeTruthy();
    fireEvent.change(passwordField('Contraseña actual'), { target: { value: 'no-es-esta' } });
    fireEvent.change(passwordField('Contraseña nueva'), { target: { value: 'larga-y-segura-2026' } });
    fireEvent.change(passwordField('Repite la contraseña nueva'), {
      target: { value: 'larga-y-segura-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(passwordField('Contraseña actual').getAttribute('aria-invalid')).toBe('true'));
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({
      current_password: 'no-es-esta',
      new_password: 'larga-y-segura-2026',
    });
  });
});
