import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RejectionReasonPreset } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminRejectionReasonsTab } from './admin-rejection-reasons-tab.tsx';

const REASONS: RejectionReasonPreset[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', label: 'Ilegible', position: 0, active: true },
  { id: 'a0000000-0000-4000-8000-000000000002', label: 'Vencido', position: 1, active: false },
];

function setup(
  answer: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined,
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(url, init) ?? (method === 'GET' ? jsonResponse(REASONS) : jsonResponse({}));
  });
  renderWithProviders(<AdminRejectionReasonsTab />);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminRejectionReasonsTab', () => {
  it('lists the presets in order, archived ones marked and restorable', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Orden de los motivos de rechazo' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ilegible'),
      expect.stringContaining('Vencido'),
    ]);
    expect(within(items[1]!).getByText('Archivado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archivar Ilegible' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restaurar Vencido' })).toBeTruthy();
  });

  it("checks a new preset as the API does, and shows the server's 409 under the field", async () => {
    const calls = setup((url, init) =>
      url === '/api/admin/rejection-reasons' && init?.method === 'POST'
        ? jsonResponse({ detail: 'Ya existe un motivo con ese texto', code: 'conflict' }, 409)
        : undefined,
    );
    await screen.findByText('Ilegible');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar motivo' }));
    expect(await screen.findByText('Escribe el motivo')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nuevo motivo'), { target: { value: 'ilegible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar motivo' }));
    await waitFor(() =>
      expect(screen.getAllByText('Ya existe un motivo con ese texto').length).toBeGreaterThan(0),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ label: 'ilegible' });
  });

  it('deletes after a confirmation, which says a used preset is archived instead', async () => {
    const calls = setup((_url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse({ message: 'El motivo ya se usó en documentos rechazados', archived: true })
        : undefined,
    );
    await screen.findByText('Ilegible');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Ilegible' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/se archiva en lugar de eliminarse/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        `/api/admin/rejection-reasons/${REASONS[0]!.id}`,
      ),
    );
  });
});
