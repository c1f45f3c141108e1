import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotifications(): Notification[] {
  return [
    {
      id: 'n-1',
      type: 'error',
      kind: 'document_rejected',
      message: 'Tu documento INE fue rechazado: la imagen está borrosa',
      tramite_request_id: 'r-1',
      created_at: minutesAgo(5),
      read_at: null,
    },
    {
      id: 'n-2',
      type: 'success',
      kind: 'quotation_sent',
      message: 'Tu cotización está lista',
      tramite_request_id: 'r-2',
      created_at: minutesAgo(180),
      read_at: null,
    },
    {
      id: 'n-3',
      type: 'info',
      kind: 'message',
      message: 'Tu gestor te escribió',
      tramite_request_id: null,
      created_at: minutesAgo(3 * 24 * 60),
      read_at: minutesAgo(60),
    },
  ];
}

function setup() {
  const notifications = makeNotifications();
  let email = true;
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url.startsWith('/api/notifications/settings')) {
      if (method === 'PUT') {
        email = (JSON.parse(String(init?.body)) as { email: boolean }).email;
      }
      return jsonResponse({ email });
    }
    if (url === '/api/notifications/read-all' && method === 'PUT') {
      const marked = notifications.filter((item) => !item.read_at).length;
      for (const item of notifications) {
        item.read_at ??= new Date().toISOString();
      }
      return jsonResponse({ marked, unread_count: 0 });
    }
    const one = url.match(/^\/api\/notifications\/([^/]+)\/read$/);
    if (one && method === 'PUT') {
      const item = notifications.find((candidate) => candidate.id === one[1])!;
      item.read_at ??= new Date().toISOString();
      return jsonResponse({ ...item });
    }
    if (url.startsWith('/api/notifications?')) {
      return jsonResponse({
        notifications: notifications.map((item) => ({ ...item })),
        unread_count: notifications.filter((item) => !item.read_at).length,
      });
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  renderWithProviders(<NotificationBell />);
  return { calls, email: () => email };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell, in its accessible name too', async () => {
    setup();
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
    expect(bell.textContent).toBe('2');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the list: each message with its solicitud and how long ago, in Spanish', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    const panel = screen.getByRole('region', { name: /Notificaciones/ });
    const list = within(panel).getByRole('list', { name: 'Lista de notificaciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getByRole('link', { name: /Tu documento INE fue rechazado/ });
    // Each one leads to the section that holds its action: a rejection to the documents to correct.
    expect(link.getAttribute('href')).toBe('/tramite/r-1/documentos#documentos');
    expect(
      within(list)
        .getByRole('link', { name: /Tu cotización está lista/ })
        .getAttribute('href'),
    ).toBe('/solicitud/r-2#cotizacion');
    expect(within(list).getByText('hace 5 minutos')).toBeTruthy();
    expect(within(list).getByText('hace 3 horas')).toBeTruthy();
    expect(within(list).getByText('hace 3 días')).toBeTruthy();
    // Escape closes it and gives the focus back to the bell.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
  });

  it('marks one notification read: the badge goes down', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Marcar como leída: Tu documento INE fue rechazado: la imagen está borrosa',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeTruthy();
    expect(calls).toContain('PUT /api/notifications/n-1/read');
    expect(screen.queryByRole('button', { name: /Marcar como leída: Tu documento INE/ })).toBeNull();
  });

  it('marks them all read: no badge, and the button turns off', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    const bell = await screen.findByRole('button', { name: 'Notificaciones' });
    expect(bell.textContent).toBe('');
    expect(calls).toContain('PUT /api/notifications/read-all');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Marcar todas como leídas' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('switches the emails off and on (GET/PUT settings)', async () => {
    const { email } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    const toggle = (await screen.findByRole('switch', { name: 'Avisos por correo' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.checked).toBe(true));
    fireEvent.click(toggle);
    await waitFor(() => expect(email()).toBe(false));
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});
