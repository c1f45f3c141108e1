import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { AuthProvider, TEMP_USER, useAuth } from './auth.tsx';

const PROFILE = {
  id: 'u-1',
  name: 'María López',
  email: 'maria@example.mx',
  phone: '5512345678',
  role: 'cliente',
  is_active: true,
  is_approved: true,
  created_at: '2025-01-01T00:00:00.000Z',
} as const;

function Orphan() {
  useAuth();
  return null;
}

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

function storeSession(options: { token?: string; user?: unknown } = {}) {
  if (options.token) {
    localStorage.setItem('token', options.token);
  }
  if (options.user !== undefined) {
    localStorage.setItem(
      'user',
      typeof options.user === 'string' ? options.user : JSON.stringify(options.user),
    );
  }
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuthProvider (spec section 4)', () => {
  it('is anonymous without a token and calls nothing', () => {
    const fetchMock = mockFetch(() => jsonResponse(PROFILE));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('anonymous');
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is anonymous with a stored user but no token', () => {
    mockFetch(() => jsonResponse(PROFILE));
    storeSession({ user: PROFILE });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('loads the stored user at once and re-validates it in the background', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...PROFILE, name: 'María L. (actualizado)' }));
    storeSession({ token: 't-1', user: PROFILE });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('authenticated');
    expect(result.current.user?.name).toBe('María López');
    await waitFor(() => expect(result.current.user?.name).toBe('María L. (actualizado)'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
  });

  it('fetches /auth/me when the user is missing, then stores it', async () => {
    const fetchMock = mockFetch(() => jsonResponse(PROFILE));
    storeSession({ token: 't-1' });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toMatchObject({ id: 'u-1', role: 'cliente' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches /auth/me when the stored user is unreadable', async () => {
    const fetchMock = mockFetch(() => jsonResponse(PROFILE));
    storeSession({ token: 't-1', user: '{no es json' });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.user?.id).toBe('u-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('clears the session when /auth/me answers %i', async (status) => {
    mockFetch(() => jsonResponse({ detail: 'Sesión expirada', code: 'unauthorized' }, status));
    storeSession({ token: 't-1' });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out a stored user whose account the server now rejects', async () => {
    mockFetch(() => jsonResponse({ detail: 'Sesión expirada o inválida.' }, 401));
    storeSession({ token: 't-1', user: PROFILE });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(true);
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session and uses the temp user when the network fails', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    storeSession({ token: 't-1' });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(TEMP_USER);
    expect(TEMP_USER).toEqual({ id: 'temp', name: 'Usuario', role: 'cliente', temp: true });
    expect(localStorage.getItem('token')).toBe('t-1');
  });

  it('keeps the session on a server error (500) too', async () => {
    mockFetch(() => jsonResponse({ detail: 'Error interno' }, 500));
    storeSession({ token: 't-1', user: PROFILE });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    // The stored user stays; no temp user is needed.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.user?.id).toBe('u-1');
    expect(localStorage.getItem('token')).toBe('t-1');
  });

  it('stores token and user on login', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ token: 't-new', user: PROFILE }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await result.current.login('maria@example.mx', 'secreto1');
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(localStorage.getItem('token')).toBe('t-new');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.mx', password: 'secreto1' });
  });

  it('rejects a login response without token or user', async () => {
    mockFetch(() => jsonResponse({ token: 't-new' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await expect(result.current.login('maria@example.mx', 'secreto1')).rejects.toThrow(
      'Respuesta de login incompleta',
    );
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never sends confirmPassword on register', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ token: 't-reg', user: PROFILE }, 201));
    const { result } = renderHook(() => useAuth(), { wrapper });
    const input = {
      name: 'María',
      email: 'maria@example.mx',
      phone: '5512345678',
      role: 'cliente' as const,
      password: 'secreto1',
      confirmPassword: 'secreto1',
    };
    await act(async () => {
      await result.current.register(input);
    });
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({ name: 'María', role: 'cliente' });
  });

  it('logout ends the session on the server with its token, then removes token and user', async () => {
    const fetchMock = mockFetch((url) =>
      String(url).endsWith('/auth/logout') ? new Response(null, { status: 204 }) : jsonResponse(PROFILE),
    );
    storeSession({ token: 't-1', user: PROFILE });
    const onSessionEnd = vi.fn();
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider onSessionEnd={onSessionEnd}>{children}</AuthProvider>,
    });
    await act(() => result.current.logout());
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/logout'));
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer t-1');
    expect(result.current.status).toBe('anonymous');
    expect(result.current.sessionExpired).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onSessionEnd).toHaveBeenCalled();
  });

  it('signs out here when the server refuses the session, and remembers why for the login page', async () => {
    mockFetch(() =>
      jsonResponse({ detail: 'Tu sesión expiró. Inicia sesión de nuevo.', code: 'session_expired' }, 401),
    );
    storeSession({ token: 't-1', user: PROFILE });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(result.current.sessionExpired).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('useAuth outside the provider throws', () => {
    // React logs the thrown render error; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useAuth debe usarse dentro de <AuthProvider>');
  });
});
