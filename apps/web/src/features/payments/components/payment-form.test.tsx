import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentForm } from './payment-form.tsx';

const SOLICITUD_ID = '11111111-2222-4333-8444-555555555555';

function setup(onPost: () => Response) {
  const fetchMock = mockFetch(() => onPost());
  const onRecorded = vi.fn();
  renderWithProviders(<PaymentForm solicitudId={SOLICITUD_ID} dueAmount={2450} onRecorded={onRecorded} />, {
    route: false,
  });
  return { fetchMock, onRecorded };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PaymentForm', () => {
  it('refuses the empty method with the API’s message, then sends the API’s body', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, onRecorded } = setup(() =>
      jsonResponse({ id: 'p-1', amount: 2450, method: 'spei', reference: 'SPEI-1' }, 201),
    );
    fireEvent.change(screen.getByLabelText(/^Referencia/), { target: { value: ' SPEI-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Selecciona un método de pago')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Método de pago/), { target: { value: 'spei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments');
    expect(JSON.parse(String(init?.body))).toEqual({
      tramite_request_id: SOLICITUD_ID,
      method: 'spei',
      amount: '2450.00',
      reference: 'SPEI-1',
    });
    expect(success).toHaveBeenCalledWith('Pago de $2,450.00 registrado');
  });

  it('puts a 422 under its field and the reason in the alert', async () => {
    const error = vi.spyOn(toast, 'error');
    setup(() =>
      jsonResponse(
        {
          detail: 'El monto no coincide con la cotización',
          code: 'validation',
          errors: [{ field: 'amount', message: 'Debe ser $2,450.00' }],
        },
        422,
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Método de pago/), { target: { value: 'oxxo' } });
    fireEvent.change(screen.getByLabelText(/^Referencia/), { target: { value: 'OXXO-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Debe ser $2,450.00')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('El monto no coincide con la cotización');
    expect(error).toHaveBeenCalledWith('No se pudo registrar el pago', {
      description: 'El monto no coincide con la cotización',
    });
  });
});
