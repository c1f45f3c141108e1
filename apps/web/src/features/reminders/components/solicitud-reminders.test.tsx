import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RemindersState } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SolicitudReminders } from './solicitud-reminders.tsx';

afterEach(cleanup);

const URL = '/api/solicitudes/r-1/reminders';

function serve(initial: RemindersState) {
  let state = initial;
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === URL && method === 'PUT') {
      const { paused } = JSON.parse(String(init?.body)) as { paused: boolean };
      state = { ...state, paused, paused_at: paused ? '2026-11-27T16:00:00.000Z' : null };
      return jsonResponse(state);
    }
    if (url === URL && method === 'POST') {
      return jsonResponse(
        {
          detail:
            'El cliente pausó los recordatorios de esta solicitud el 27 de noviembre de 2026, 10:00: no se le envían hasta que los reanude.',
        },
        409,
      );
    }
    return jsonResponse(state);
  });
  return calls;
}

describe('SolicitudReminders', () => {
  it('lets the client pause reminders and says since when', async () => {
    const calls = serve({ paused: false, paused_at: null, reminders: null, pending: null });
    renderWithProviders(<SolicitudReminders solicitudId="r-1" isStaff={false} isClosed={false} />);
    const toggle = await screen.findByRole('switch', { name: 'Pausar recordatorios' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Enviar recordatorio ahora' })).toBeNull();
    fireEvent.click(toggle);
    await screen.findByText(/Pausados desde el/);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(calls).toContain(`PUT ${URL}`);
  });

  it('shows staff the reminders sent, and no button to send while the client paused them', async () => {
    serve({
      paused: true,
      paused_at: '2026-11-27T16:00:00.000Z',
      pending: 'Faltan: «INE».',
      reminders: [
        {
          id: 2,
          kind: 'documentos',
          summary: 'Faltan: «INE».',
          sent_at: '2026-11-26T16:00:00.000Z',
          sent_by_name: 'Jorge',
        },
        {
          id: 1,
          kind: 'cotizacion',
          summary: 'Cotización de $1,000.00',
          sent_at: '2026-11-20T16:00:00.000Z',
          sent_by_name: null,
        },
      ],
    });
    renderWithProviders(<SolicitudReminders solicitudId="r-1" isStaff isClosed={false} />);
    const list = await screen.findByRole('list', { name: 'Recordatorios enviados' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Enviado por Jorge');
    expect(items[1]!.textContent).toContain('Automático');
    expect(items[1]!.textContent).toContain('Cotización por vencer');
    expect(screen.getByText('El cliente pausó los recordatorios')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Enviar recordatorio ahora' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('says when the client owes nothing', async () => {
    serve({ paused: false, paused_at: null, pending: null, reminders: [] });
    renderWithProviders(<SolicitudReminders solicitudId="r-1" isStaff isClosed={false} />);
    expect(await screen.findByText('El cliente no tiene nada pendiente que recordarle.')).toBeTruthy();
    expect(screen.getByText('Todavía no se ha enviado ningún recordatorio.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Enviar recordatorio ahora' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
