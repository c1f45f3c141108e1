import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { INVOICE_REQUESTED_OUTSIDE, type Payment } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentInvoiceActions } from './payment-invoice-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAYMENT_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const INVOICE_ID = 'b1b2c3d4-0000-4000-8000-000000000009';

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: PAYMENT_ID,
  tramite_request_id: '11111111-2222-4333-8444-555555555555',
  quotation_id: '11111111-2222-4333-8444-666666666666',
  provider: 'manual',
  method: 'spei',
  amount: 1160,
  reference: 'SPEI-1',
  created_at: '2026-11-20T18:00:00.000Z',
  kind: 'total',
  currency: 'MXN',
  review_reason: null,
  refunded_amount: 0,
  invoice: null,
  ...overrides,
});

const invoice = (status: 'solicitada' | 'emitida', provider: 'facturapi' | 'externa') => ({
  id: INVOICE_ID,
  status,
  provider,
  sat_uuid: status === 'emitida' ? 'F7B4A1C2-1111-4222-8333-444455556666' : null,
  error: null,
  created_at: '2026-11-20T18:05:00.000Z',
});

describe('PaymentInvoiceActions', () => {
  it('lets the client ask for the factura of a paid payment, saying whom it will name', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/account/tax-profile'
        ? jsonResponse({ tax_profile: { rfc: 'GODE561231GR8', razon_social: 'EMILIA GODÍNEZ' } })
        : jsonResponse({ id: INVOICE_ID, status: 'solicitada' }, 201),
    );
    renderWithProviders(<PaymentInvoiceActions payment={payment()} isClient />);
    expect(await screen.findByText(/A nombre de EMILIA GODÍNEZ · RFC GODE561231GR8/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/invoice'))).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/invoice'))!;
    expect(url).toBe(`/api/payments/${PAYMENT_ID}/invoice`);
    expect(init?.method).toBe('POST');
  });

  it('names what the tax profile lacks and points to Mi cuenta when the server refuses', async () => {
    mockFetch((url) =>
      url === '/api/account/tax-profile'
        ? jsonResponse({ tax_profile: null })
        : jsonResponse(
            {
              detail:
                'Completa tus datos de facturación en Mi cuenta antes de pedir la factura: falta o no es válido RFC',
              code: 'conflict',
            },
            409,
          ),
    );
    renderWithProviders(<PaymentInvoiceActions payment={payment()} isClient />);
    expect(
      (await screen.findByRole('link', { name: 'Capturar datos de facturación' })).getAttribute('href'),
    ).toBe('/cuenta');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect((await screen.findByRole('alert')).textContent).toContain('falta o no es válido RFC');
    expect(screen.getByRole('link', { name: 'Ir a mis datos de facturación' }).getAttribute('href')).toBe(
      '/cuenta',
    );
  });

  it('offers nothing for money under review or refunded in full', () => {
    const { container } = renderWithProviders(
      <>
        <PaymentInvoiceActions payment={payment({ review_reason: 'Pago adicional' })} isClient />
        <PaymentInvoiceActions payment={payment({ refunded_amount: 1160 })} isClient />
      </>,
      { route: false },
    );
    expect(container.textContent).toBe('');
  });

  it('says a factura issued outside is on its way, and offers XML and PDF of one issued here', () => {
    renderWithProviders(
      <>
        <PaymentInvoiceActions payment={payment({ invoice: invoice('solicitada', 'externa') })} isClient />
        <PaymentInvoiceActions
          payment={payment({ id: 'other', invoice: invoice('emitida', 'facturapi') })}
          isClient
        />
      </>,
      { route: false },
    );
    expect(screen.getByText(INVOICE_REQUESTED_OUTSIDE)).toBeTruthy();
    expect(screen.getByText('Factura emitida')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'XML' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar factura' })).toBeNull();
  });

  it('lets staff cancel with a SAT motive, asking the substitute’s folio fiscal for 01', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: INVOICE_ID, status: 'cancelada' }));
    renderWithProviders(
      <PaymentInvoiceActions
        payment={payment({ invoice: invoice('emitida', 'facturapi') })}
        isClient={false}
      />,
      { route: false },
    );
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar factura' }));
    fireEvent.change(await screen.findByLabelText(/^Motivo de cancelación/), { target: { value: '01' } });
    const submit = screen.getAllByRole('button', { name: 'Cancelar factura' }).at(-1)!;
    fireEvent.click(submit);
    expect(
      await screen.findByText('El motivo 01 requiere el folio fiscal (UUID) de la factura que la sustituye'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Folio fiscal \(UUID\)/), {
      target: { value: 'a1b2c3d4-0000-4000-8000-000000000001' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/invoices/${INVOICE_ID}/cancel`);
    expect(JSON.parse(String(init?.body))).toEqual({
      motive: '01',
      substitution: 'A1B2C3D4-0000-4000-8000-000000000001',
    });
  });
});
