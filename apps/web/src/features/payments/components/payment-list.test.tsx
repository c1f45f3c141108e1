import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Payment } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentList } from './payment-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paymentFixture = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  tramite_request_id: '11111111-2222-4333-8444-555555555555',
  quotation_id: '11111111-2222-4333-8444-666666666666',
  provider: 'manual',
  method: 'spei',
  amount: 2955,
  reference: 'SPEI-1',
  created_at: '2026-11-20T18:00:00.000Z',
  kind: 'total',
  currency: 'MXN',
  review_reason: null,
  refunded_amount: 0,
  invoice: null,
  ...overrides,
});

describe('PaymentList', () => {
  it('downloads each payment’s receipt through the API', async () => {
    const fetchMock = mockFetch(
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="recibo-X-01.pdf"',
          },
        }),
    );
    const createObjectURL = vi.fn(() => 'blob:recibo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<PaymentList payments={[paymentFixture()]} />, { route: false });
    expect(screen.getByText('Pago total')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar recibo' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/payments/a1b2c3d4-0000-4000-8000-000000000001/receipt');
  });

  it('shows what was refunded and money under review, and hands each payment to the invoice slot', () => {
    const slot = vi.fn((payment: Payment) => <span>factura de {payment.reference}</span>);
    renderWithProviders(
      <PaymentList
        payments={[
          paymentFixture({ refunded_amount: 500 }),
          paymentFixture({
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            reference: 'SPEI-2',
            review_reason: 'Pago adicional: la cotización ya estaba pagada; debe reembolsarse',
          }),
        ]}
        invoiceActions={slot}
      />,
      { route: false },
    );
    expect(screen.getByText('Reembolsado: $500.00')).toBeTruthy();
    expect(screen.getByText(/En revisión: Pago adicional/)).toBeTruthy();
    expect(screen.getByText('factura de SPEI-1')).toBeTruthy();
    expect(screen.getByText('factura de SPEI-2')).toBeTruthy();
  });
});
