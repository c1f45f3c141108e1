import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_MSG, MSG, PRIVACY_NOTICE_VERSION, type User } from '@tramites/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY, writeSession } from '../../../lib/auth.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';
import { VerifyEmailResult } from './verify-email-result.tsx';

const USER: User = {
  id: '00000000-0000-4000-8000-000000000031',
  name: 'Ana Pérez',
  email: 'ana@example.mx',
  phone: '5512345678',
  role: 'cliente',
  is_active: true,
  is_approved: true,
  created_at: '2026-01-10T12:00:00.000Z',
  email_verified: false,
  privacy_notice_version: PRIVACY_NOTICE_VERSION,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const storedUser = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as User | null;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('VerifyEmailBanner', () => {
  it('says where the link went, and resends it once', async () => {
    const detail = EMAIL_MSG.enlaceReenviado(USER.email);
    const fetchMock = mockFetch(() => jsonResponse({ detail }, 202));
    renderWithProviders(<VerifyEmailBanner email={USER.email} />, { withAuth: true });
    const banner = screen.getByRole('region', { name: 'Verificación de correo' });
    expect(banner.textContent).toContain('Verifica tu correo: te enviamos un enlace a ana@example.mx.');
    const button = screen.getByRole('button', { name: 'Reenviar enlace' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(detail);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/email/resend');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(button.disabled).toBe(true);
  });

  it('says why a resend was refused (too many)', async () => {
    mockFetch(() => jsonResponse({ detail: MSG.demasiadosIntentos, code: 'rate_limited' }, 429));
    renderWithProviders(<VerifyEmailBanner email={USER.email} />, { withAuth: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MSG.demasiadosIntentos));
    expect((screen.getByRole('button', { name: 'Reenviar enlace' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('VerifyEmailBanner, verified elsewhere', () => {
  it('reads the profile again on a 409, so the stored user is verified (and the layout drops the banner)', async () => {
    const verified = { ...USER, email_verified: true };
    let meCalls = 0;
    mockFetch((url) => {
      if (url.endsWith('/auth/email/resend')) {
        return jsonResponse({ detail: EMAIL_MSG.yaVerificado, code: 'conflict' }, 409);
      }
      meCalls += 1;
      return jsonResponse(meCalls === 1 ? USER : verified);
    });
    writeSession('token', USER);
    renderWithProviders(<VerifyEmailBanner email={USER.email} />, { withAuth: true });
    await waitFor(() => expect(meCalls).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByText(EMAIL_MSG.yaVerificado)).toBeTruthy();
    await waitFor(() => expect(storedUser()?.email_verified).toBe(true));
  });
});

describe('VerifyEmailResult', () => {
  it('verifies once and updates the signed-in owner’s stored profile', async () => {
    const verified = { ...USER, email_verified: true };
    const fetchMock = mockFetch((url) =>
      url.endsWith('/auth/email/verify')
        ? jsonResponse({ detail: EMAIL_MSG.verificado, user: verified })
        : jsonResponse(USER),
    );
    writeSession('token', USER);
    renderWithProviders(<VerifyEmailResult token="abc" />, { withAuth: true });
    expect(await screen.findByText(EMAIL_MSG.verificado)).toBeTruthy();
    await waitFor(() => expect(storedUser()?.email_verified).toBe(true));
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/email/verify'));
    expect(verifyCalls).toHaveLength(1);
    expect(bodyOf(verifyCalls[0]![1])).toEqual({ token: 'abc' });
  });

  it('offers a new link for a dead one to a signed-in, unverified user', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/auth/email/verify')
        ? jsonResponse({ detail: EMAIL_MSG.enlaceInvalido, code: 'invalid_link' }, 400)
        : url.endsWith('/auth/email/resend')
          ? jsonResponse({ detail: EMAIL_MSG.enlaceReenviado(USER.email) }, 202)
          : jsonResponse(USER),
    );
    writeSession('token', USER);
    renderWithProviders(<VerifyEmailResult token="viejo" />, { withAuth: true });
    expect(await screen.findByText(EMAIL_MSG.enlaceInvalido)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar un enlace nuevo' }));
    expect(await screen.findByText(EMAIL_MSG.enlaceReenviado(USER.email))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/email/resend'))).toBe(true);
  });

  it('tells a visitor with a dead link to sign in', async () => {
    mockFetch(() => jsonResponse({ detail: EMAIL_MSG.enlaceInvalido, code: 'invalid_link' }, 400));
    renderWithProviders(<VerifyEmailResult token="viejo" />, { withAuth: true });
    expect(await screen.findByText('Inicia sesión para pedir un enlace nuevo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar un enlace nuevo' })).toBeNull();
  });
});

describe('ChangeEmailForm', () => {
  it('sends the new address and the password, then says where the link went', async () => {
    const detail = EMAIL_MSG.cambioSolicitado('nuevo@example.mx');
    const fetchMock = mockFetch(() => jsonResponse({ detail }, 202));
    renderWithProviders(<ChangeEmailForm currentEmail={USER.email} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Correo nuevo/ }), {
      target: { value: 'Nuevo@Example.mx' },
    });
    fireEvent.change(screen.getByLabelText(/^Contraseña actual/), { target: { value: 'secreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/email/change');
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({
      email: 'nuevo@example.mx',
      current_password: 'secreta123',
    });
  });

  it('puts a wrong current password under its field', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          detail: 'La contraseña actual no es correcta',
          code: 'validation',
          errors: [{ field: 'current_password', message: 'La contraseña actual no es correcta' }],
        },
        422,
      ),
    );
    renderWithProviders(<ChangeEmailForm />);
    fireEvent.change(screen.getByRole('textbox', { name: /Correo nuevo/ }), {
      target: { value: 'nuevo@example.mx' },
    });
    fireEvent.change(screen.getByLabelText(/^Contraseña actual/), { target: { value: 'mala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    const input = screen.getByLabelText(/^Contraseña actual/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });
});
