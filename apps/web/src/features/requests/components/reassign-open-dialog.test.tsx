import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USERS_ADMIN_MSG } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReassignOpenDialog } from './reassign-open-dialog.tsx';

const FROM = '00000000-0000-4000-8000-00000000000a';
const TO = '00000000-0000-4000-8000-00000000000b';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReassignOpenDialog', () => {
  it('requires a destination gestor (never the same one) and sends the optional reason', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/admin/gestores/available-for-assignment')) {
        return jsonResponse({
          gestores: [
            { id: FROM, name: 'Jorge', status: 'ocupado', current_assignments: 4, max_concurrent: 10 },
            { id: TO, name: 'Patricia', status: 'disponible', current_assignments: 0, max_concurrent: 10 },
          ],
        });
      }
      return jsonResponse({ message: '4 solicitudes reasignadas a Patricia', reassigned: 4 });
    });
    renderWithProviders(<ReassignOpenDialog gestorId={FROM} gestorName="Jorge" openCount={4} />, {
      route: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reasignar casos abiertos de Jorge' }));
    const dialog = screen.getByRole('dialog', { name: 'Reasignar casos abiertos' });
    expect(dialog.textContent).toContain('4 solicitudes abiertas de Jorge');
    const select = await within(dialog).findByLabelText(/Gestor de destino/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona un gestor…', 'Patricia — carga 0/10 (disponible)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reasignar casos' }));
    expect(await within(dialog).findByText(USERS_ADMIN_MSG.gestorDestino)).toBeTruthy();

    fireEvent.change(select, { target: { value: TO } });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Vacaciones' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reasignar casos' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('4 solicitudes reasignadas a Patricia'));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe(`/api/admin/gestores/${FROM}/reassign-open`);
    expect(JSON.parse(String(init?.body))).toEqual({ new_gestor_id: TO, reason: 'Vacaciones' });
  });
});
