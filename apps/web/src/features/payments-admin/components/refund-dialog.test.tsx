import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Payment } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const PAYMENT: Payment = {
  id: 'pay-1',
  tramite_request_id: 'req-1',
  quotation_id: 'q-1',
  provider: 'stripe',
  method: 'tarjeta',
  amount: 1160,
  reference: 'pi_1',
  created_at: '2026-03-10T18:00:00.000Z',
  kind: 'total',
  currency: 'MXN',
  review_reason: null,
  refunded_amount: 160,
  invoice: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Reembolsar pago de $1,160.00' }));
  return (await screen.findByLabelText(/Monto a reembolsar/)) as HTMLInputElement;
};

describe('RefundDialog', () => {
  it('prefills what is left, asks once more, then sends the amount and reason', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ id: 'ref-1', amount: 1000, status: 'completado', payment: PAYMENT }, 201),
    );
    renderWithProviders(<RefundDialog payment={PAYMENT} requestId="req-1" />);
    const amount = await open();
    expect(amount.value).toBe('1000.00');
    expect(screen.getByText(/a través de Stripe/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Motivo/), { target: { value: 'Cancelación' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('¿Reembolsar $1,000.00 MXN?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, reembolsar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments/pay-1/refunds');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: '1000.00', reason: 'Cancelación' });
  });

  it('refuses more than is left, and a blank reason, before sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    renderWithProviders(
      <RefundDialog payment={{ ...PAYMENT, provider: 'transferencia' }} requestId="req-1" />,
    );
    const amount = await open();
    expect(screen.getByText(/ya hiciste por transferencia/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('No puede superar lo que queda por reembolsar ($1,000.00 MXN)'),
    ).toBeTruthy();
    expect(screen.getByText('Indica el motivo del reembolso')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server reason when the refund is refused', async () => {
    mockFetch(() =>
      jsonResponse({ detail: 'Este pago ya se reembolsó por completo', code: 'conflict' }, 409),
    );
    renderWithProviders(<RefundDialog payment={PAYMENT} requestId="req-1" />);
    await open();
    fireEvent.change(screen.getByLabelText(/Motivo/), { target: { value: 'Otra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, reembolsar' }));
    expect((await screen.findAllByText('Este pago ya se reembolsó por completo')).length).toBeGreaterThan(0);
  });

  it('is not offered when the payment was refunded in full', () => {
    renderWithProviders(<RefundDialog payment={{ ...PAYMENT, refunded_amount: 1160 }} requestId="req-1" />);
    expect(screen.queryByRole('button', { name: /Reembolsar/ })).toBeNull();
  });
});
