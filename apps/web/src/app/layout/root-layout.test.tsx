import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION, type User } from '@tramites/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, writeSession } from '../../lib/auth.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

/** A signed-in client whose address is not verified yet (issue 23). */
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
/** The profile for /auth/me; an empty list for the bell's notifications. */
const answerWith = (user: User) =>
  mockFetch((url) => jsonResponse(url.includes('/auth/me') ? user : { notifications: [], unread_count: 0 }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the layout: the e-mail verification banner', () => {
  function renderLayout() {
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ index: true, element: <p>Contenido de prueba</p> }] }],
      { initialEntries: ['/'] },
    );
    return render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    );
  }

  it('shows the banner to a signed-in user whose address is unverified', async () => {
    answerWith(USER);
    writeSession('token', USER);
    renderLayout();
    expect(await screen.findByRole('region', { name: 'Verificación de correo' })).toBeTruthy();
  });

  it('shows no banner once verified, nor to visitors', async () => {
    const verified = { ...USER, email_verified: true };
    answerWith(verified);
    writeSession('token', verified);
    const { unmount } = renderLayout();
    expect(await screen.findByText('Contenido de prueba')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Verificación de correo' })).toBeNull();
    unmount();
    localStorage.clear();
    renderLayout();
    expect(await screen.findByText('Contenido de prueba')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Verificación de correo' })).toBeNull();
  });
});
