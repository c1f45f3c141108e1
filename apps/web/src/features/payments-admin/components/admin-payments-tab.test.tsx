import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LedgerEntry, LedgerPage, PendingTransfer, Revenue } from '@tramites/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPaymentsTab } from './admin-payments-tab.tsx';

// recharts measures a real layout; the chart's numbers are in the card's table anyway.
vi.mock('./revenue-chart.tsx', () => ({ RevenueChart: () => <div data-testid="revenue-chart" /> }));

const ENTRY: LedgerEntry = {
  id: 'pay-1',
  tramite_request_id: 'req-1',
  quotation_id: 'q-1',
  provider: 'manual',
  method: 'spei',
  amount: 1160,
  reference: 'SPEI-123',
  created_at: '2026-03-10T18:00:00.000Z',
  kind: 'total',
  currency: 'MXN',
  review_reason: null,
  refunded_amount: 160,
  invoice: null,
  status: 'reembolso_parcial',
  folio: 'TMX-2026-000123',
  tramite_name: 'Pasaporte',
  request_status: 'en_proceso',
  client: { id: 'c-1', name: 'Ana López', email: 'ana@example.mx' },
  gestor: { id: 'g-1', name: 'Jorge Ramírez' },
  refunds: [
    {
      id: 'ref-1',
      amount: 160,
      reason: 'Cobro de más',
      provider: 'manual',
      provider_ref: null,
      status: 'completado',
      created_at: '2026-03-12T18:00:00.000Z',
    },
  ],
};

const PAGE: LedgerPage = {
  entries: [ENTRY],
  total: 1,
  totals: { count: 1, collected: 1160, refunded: 160, net: 1000 },
};

const TRANSFER: PendingTransfer = {
  id: 'att-1',
  tramite_request_id: 'req-2',
  kind: 'anticipo',
  provider: 'transferencia',
  method: 'transferencia',
  amount: 580,
  currency: 'MXN',
  status: 'en_revision',
  instructions: {},
  expires_at: null,
  proof_filename: 'comprobante.pdf',
  proof_uploaded_at: '2026-03-11T18:00:00.000Z',
  review_note: '',
  created_at: '2026-03-11T17:00:00.000Z',
  folio: 'TMX-2026-000200',
  tramite_name: 'Licencia',
  client_name: 'Luis Pérez',
  gestor_name: null,
};

const REVENUE: Revenue = {
  months: [
    { month: '2026-02', collected: 500, refunded: 0, net: 500, count: 1 },
    { month: '2026-03', collected: 1160, refunded: 160, net: 1000, count: 1 },
  ],
};

function renderTab() {
  const fetchMock = mockFetch((url, init) => {
    if (url.startsWith('/api/admin/payments/export.csv')) {
      return new Response('\uFEFFTipo\r\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="pagos_2026.csv"',
        },
      });
    }
    if (url.startsWith('/api/admin/payments/revenue')) {
      return jsonResponse(REVENUE);
    }
    if (url.startsWith('/api/admin/payments')) {
      return jsonResponse(PAGE);
    }
    if (url.startsWith('/api/payments/pending-transfers')) {
      return jsonResponse({ items: [TRANSFER] });
    }
    if (init?.method === 'POST') {
      return jsonResponse({}, url.endsWith('/confirm') ? 201 : 200);
    }
    return jsonResponse({ detail: 'no' }, 404);
  });
  renderWithProviders(<AdminPaymentsTab gestores={[{ id: 'g-1', name: 'Jorge Ramírez' }]} />);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-admin');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminPaymentsTab', () => {
  it('shows the ledger with its folio, refunds and the totals of the filtered range', async () => {
    renderTab();
    // The phone cards and the table both link the solicitud.
    expect(await screen.findAllByRole('link', { name: 'TMX-2026-000123' })).toHaveLength(2);
    const totals = screen.getByRole('list', { name: /Totales/ });
    expect(within(totals).getByText('$1,160.00')).toBeTruthy();
    expect(within(totals).getByText('$1,000.00')).toBeTruthy();
    expect(screen.getAllByText('Reembolso parcial').length).toBeGreaterThan(0);
    expect(screen.getAllByText('−$160.00 reembolsado').length).toBe(2);
  });

  it('sends the filters to the API and starts again on the first page', async () => {
    const fetchMock = renderTab();
    await screen.findAllByRole('link', { name: 'TMX-2026-000123' });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'por_revisar' } });
    fireEvent.change(screen.getByLabelText('Gestor'), { target: { value: 'g-1' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    await waitFor(() => {
      const last = String(callsTo(fetchMock, '/api/admin/payments?').at(-1)![0]);
      expect(last).toContain('status=por_revisar');
      expect(last).toContain('gestor_id=g-1');
      expect(last).toContain('from=2026-03-01');
      expect(last).toContain('offset=0');
    });
  });

  it('exports the CSV with the session token and the filters', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetchMock = renderTab();
    await screen.findAllByRole('link', { name: 'TMX-2026-000123' });
    fireEvent.change(screen.getByLabelText('Método'), { target: { value: 'spei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/payments/export.csv')).toHaveLength(1));
    const [url, init] = callsTo(fetchMock, '/api/admin/payments/export.csv')[0]!;
    expect(String(url)).toBe('/api/admin/payments/export.csv?method=spei');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-admin');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('shows revenue per month in a table for screen readers', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Ingresos por mes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('$1,000.00')).toBeTruthy();
  });

  it('confirms a pending transfer after asking', async () => {
    const fetchMock = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Confirmar transferencia de \$580.00/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, llegó el dinero' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/payment-attempts/att-1/confirm')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/payment-attempts/att-1/confirm')[0]![1]?.method).toBe('POST');
  });

  it('declines a comprobante with the reason', async () => {
    const fetchMock = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /No aceptar comprobante de/ }));
    fireEvent.change(await screen.findByLabelText(/Motivo/), { target: { value: 'El monto no coincide' } });
    fireEvent.click(screen.getByRole('button', { name: 'No aceptar' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/payment-attempts/att-1/decline')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/payment-attempts/att-1/decline')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'El monto no coincide' });
  });
});
