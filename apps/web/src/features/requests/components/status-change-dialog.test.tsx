import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RequestStatus } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { forceableStatuses, StatusChangeDialog } from './status-change-dialog.tsx';

function renderDialog(props: { allowed: RequestStatus[]; canForce: boolean; onChanged?: () => void }) {
  renderWithProviders(
    <StatusChangeDialog
      solicitudId="11111111-2222-3333-4444-555555555555"
      currentStatus="en_proceso"
      allowedStatuses={props.allowed}
      canForce={props.canForce}
      onChanged={props.onChanged}
    />,
    { route: false },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusChangeDialog', () => {
  it('offers only the allowed statuses and sends {new_status, reason}', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ id: 'x', status: 'listo_para_entrega', message: 'Estado actualizado correctamente' }),
    );
    const onChanged = vi.fn();
    renderDialog({
      allowed: ['esperando_autoridad', 'listo_para_entrega', 'cancelado'],
      canForce: false,
      onChanged,
    });
    const radios = screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent);
    expect(radios).toEqual(['Esperando a la autoridad', 'Listo para entrega', 'Cancelado']);
    expect(screen.queryByText('Forzar otro estado')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar estado' }));
    expect(await screen.findByText('Selecciona el nuevo estado')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Listo para entrega'));
    fireEvent.change(screen.getByLabelText(/Notas/), { target: { value: 'Documento emitido' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar estado' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tramites/11111111-2222-3333-4444-555555555555/status');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      new_status: 'listo_para_entrega',
      reason: 'Documento emitido',
    });
  });

  it('lets an admin force any other status, only with a reason', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ id: 'x', status: 'completado', message: 'Estado actualizado correctamente' }),
    );
    renderDialog({ allowed: ['esperando_autoridad'], canForce: true });
    fireEvent.click(screen.getByLabelText(/Forzar otro estado/));
    const select = screen.getByLabelText(/Estado a forzar/) as HTMLSelectElement;
    const options = within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(options).toEqual(forceableStatuses('en_proceso', ['esperando_autoridad']));
    expect(options).not.toContain('en_proceso');
    expect(options).not.toContain('esperando_autoridad');

    fireEvent.change(select, { target: { value: 'completado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forzar cambio' }));
    expect(await screen.findByText('Para forzar este cambio de estado, indica un motivo.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Motivo/), { target: { value: 'Corrección de captura' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forzar cambio' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      new_status: 'completado',
      reason: 'Corrección de captura',
    });
  });
});
