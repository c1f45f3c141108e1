import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_MSG, type PaymentAttempt, type PaymentOptions } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StaffPaymentAttempts } from './staff-payment-attempts.tsx';

const SOLICITUD_ID = '11111111-2222-4333-8444-555555555555';
const OPTIONS_URL = `/api/tramite-requests/${SOLICITUD_ID}/payment-options`;

const ATTEMPT: PaymentAttempt = {
  id: 'att-1',
  tramite_request_id: SOLICITUD_ID,
  kind: 'total',
  provider: 'transferencia',
  method: 'transferencia',
  amount: 1500,
  currency: 'MXN',
  status: 'en_revision',
  instructions: {},
  expires_at: null,
  proof_filename: 'comprobante.pdf',
  proof_uploaded_at: '2026-11-27T09:00:00.000Z',
  review_note: '',
  created_at: '2026-11-27T08:00:00.000Z',
};

const optionsWith = (attempts: PaymentAttempt[]): PaymentOptions => ({
  plan: { total: 1500, paid: 0, balance: 1500, due: { kind: 'total', amount: 1500 } },
  methods: [],
  attempts,
  blocked_reason: 'Solo el cliente de la solicitud puede pagarla en línea.',
});

function setup(attempts: PaymentAttempt[], onAction: (url: string, body: unknown) => Response) {
  const fetchMock = mockFetch((url, init) =>
    url === OPTIONS_URL
      ? jsonResponse(optionsWith(attempts))
      : onAction(url, init?.body ? JSON.parse(String(init.body)) : undefined),
  );
  renderWithProviders(<StaffPaymentAttempts solicitudId={SOLICITUD_ID} />, { route: false });
  return { fetchMock };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StaffPaymentAttempts', () => {
  it('offers a comprobante under review to download, confirm or decline', async () => {
    setup([ATTEMPT], () => jsonResponse({}, 404));
    expect(await screen.findByText('Comprobante por revisar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver comprobante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No aceptar' })).toBeTruthy();
  });

  it('a transfer still waiting for its comprobante (or an OXXO voucher) has nothing to review', async () => {
    setup(
      [
        { ...ATTEMPT, status: 'pendiente', proof_filename: null, proof_uploaded_at: null },
        { ...ATTEMPT, id: 'att-2', provider: 'stripe', method: 'oxxo', status: 'pendiente' },
      ],
      () => jsonResponse({}, 404),
    );
    expect(await screen.findByText(/Efectivo en OXXO/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar pago' })).toBeNull();
  });

  it('shows nothing when the client has no payment under way', async () => {
    const { fetchMock } = setup([], () => jsonResponse({}, 404));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Pagos en curso del cliente')).toBeNull();
  });

  it('Confirmar pago asks first, then records the payment', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock } = setup([ATTEMPT], (url) =>
      url === '/api/payment-attempts/att-1/confirm'
        ? jsonResponse({ id: 'p-1', amount: 1500 }, 201)
        : jsonResponse({}, 404),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pago de $1,500.00 confirmado'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payment-attempts/att-1/confirm')).toBe(true);
  });

  it('No aceptar needs a reason, and sends it', async () => {
    const bodies: unknown[] = [];
    setup([ATTEMPT], (url, body) => {
      bodies.push(body);
      return url === '/api/payment-attempts/att-1/decline'
        ? jsonResponse({ ...ATTEMPT, status: 'pendiente', review_note: 'Ilegible' })
        : jsonResponse({}, 404);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No aceptar el comprobante' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No aceptar' }));
    expect(await within(dialog).findByText(DOCUMENT_MSG.motivoRechazo)).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Ilegible' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No aceptar' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Ilegible' }]));
  });
});
