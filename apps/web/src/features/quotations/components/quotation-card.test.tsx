import { cleanup, screen } from '@testing-library/react';
import type { Payment, Quotation, SolicitudComplete } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuotationCard } from './quotation-card.tsx';

const QUOTATION: Quotation = {
  id: 'q-1',
  tramite_request_id: 'req-1',
  amount: 1500,
  description: 'Honorarios',
  valid_until: '2026-12-31',
  items: [],
  status: 'pendiente',
  is_automatic: false,
  is_expired: false,
  created_at: '2026-03-10T19:48:00.000Z',
  deposit_percent: null,
  derechos_included: false,
  client_derechos_amount: null,
  client_derechos_note: '',
};

const PERMISSIONS: SolicitudComplete['permisos'] = {
  puede_asignar_gestor: false,
  puede_cambiar_estado: false,
  puede_forzar_estado: false,
  estados_permitidos: [],
  puede_cotizar: false,
  puede_registrar_pago: false,
  puede_aceptar_cotizacion: false,
  puede_rechazar_cotizacion: false,
  puede_pagar: false,
  puede_cancelar: false,
};

const PAYMENT: Payment = {
  id: 'p-1',
  tramite_request_id: 'req-1',
  quotation_id: 'q-1',
  provider: 'simulado',
  method: 'simulado',
  amount: 1500,
  reference: 'SIM-1',
  created_at: '2026-03-10T20:00:00.000Z',
  kind: 'total',
  currency: 'MXN',
  review_reason: null,
  refunded_amount: 0,
  invoice: null,
};

function renderCard(
  quotation: Partial<Quotation>,
  permissions: Partial<SolicitudComplete['permisos']>,
  payments: Payment[] = [],
  isClient = true,
) {
  renderWithProviders(
    <QuotationCard
      quotation={{ ...QUOTATION, ...quotation }}
      permissions={{ ...PERMISSIONS, ...permissions }}
      isClient={isClient}
      payments={payments}
      payAction={<button type="button">Pagar</button>}
    />,
    { route: false },
  );
}

afterEach(cleanup);

describe('QuotationCard', () => {
  it('offers accepting and rejecting while the quotation awaits an answer', () => {
    renderCard({}, { puede_aceptar_cotizacion: true, puede_rechazar_cotizacion: true });
    expect(screen.getByText('Pendiente de respuesta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar cotización' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
  });

  it('once accepted, offers only the payment, never Rechazar', () => {
    // The server's permissions for an accepted quotation (requests.test.ts checks it gives these).
    renderCard({ status: 'aceptada' }, { puede_rechazar_cotizacion: false, puede_pagar: true });
    expect(screen.getByText('Aceptada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });

  it("says 'Pagada' once a payment was made against it, also past its validity", () => {
    renderCard({ status: 'aceptada', valid_until: '2020-01-01' }, {}, [PAYMENT]);
    expect(screen.getByText('Pagada')).toBeTruthy();
    expect(screen.queryByText('Aceptada')).toBeNull();
  });

  it('does not count a payment of another quotation', () => {
    renderCard({ status: 'aceptada' }, {}, [{ ...PAYMENT, quotation_id: 'q-0' }]);
    expect(screen.getByText('Aceptada')).toBeTruthy();
  });
});

describe('QuotationCard: who pays the derechos, and the anticipo', () => {
  const ITEMISED: Partial<Quotation> = {
    amount: 3500,
    items: [
      { concepto: 'Derechos gubernamentales', tipo: 'derechos', monto: 1200 },
      { concepto: 'Honorarios de gestoría', tipo: 'honorarios', monto: 1982.76 },
      { concepto: 'IVA (16% de honorarios)', tipo: 'iva', monto: 317.24 },
    ],
    derechos_included: true,
  };

  it('derechos included: the gestoría pays them and the total is what the client pays', () => {
    renderCard(ITEMISED, {});
    expect(
      screen.getByText('La gestoría paga los derechos por ti; están incluidos en el total.'),
    ).toBeTruthy();
    expect(screen.getAllByText('$3,500.00').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Derechos que pagas directamente/)).toBeNull();
  });

  it('derechos the client pays directly: the amount and where, outside the total', () => {
    renderCard(
      {
        client_derechos_amount: 1795,
        client_derechos_note: 'En cualquier banco con la línea de captura de la SRE.',
      },
      {},
    );
    expect(screen.getByText('Derechos que pagas directamente', { exact: false }).textContent).toContain(
      '$1,795.00',
    );
    expect(screen.getByText('En cualquier banco con la línea de captura de la SRE.')).toBeTruthy();
    expect(screen.getByText('No forman parte del total que pagas aquí.')).toBeTruthy();
    // The total stays what the platform charges: $1,500.00, never $3,295.00.
    expect(screen.getByText('$1,500.00', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/3,295/)).toBeNull();
    expect(screen.queryByText(/incluidos en el total/)).toBeNull();
  });

  it('staff read the same terms about the client', () => {
    renderCard({ client_derechos_amount: 1795 }, {}, [], false);
    expect(screen.getByText(/Derechos que el cliente paga directamente/)).toBeTruthy();
  });

  it('an anticipo: what starts the case and the balance due before delivery', () => {
    renderCard({ ...ITEMISED, deposit_percent: 30 }, {});
    const deposit = screen.getByText(/Anticipo de 30 %/);
    expect(deposit.textContent).toBe(
      'Anticipo de 30 %: $1,050.00 para iniciar; el saldo de $2,450.00 se paga antes de la entrega.',
    );
  });

  it("after the anticipo alone says 'Anticipo pagado', and 'Pagada' once the balance is paid", () => {
    const deposit: Payment = { ...PAYMENT, amount: 750, kind: 'anticipo' };
    renderCard({ status: 'aceptada', deposit_percent: 50 }, {}, [deposit]);
    expect(screen.getByText('Anticipo pagado')).toBeTruthy();
    expect(screen.queryByText('Pagada')).toBeNull();
    cleanup();
    renderCard({ status: 'aceptada', deposit_percent: 50 }, {}, [
      deposit,
      { ...deposit, id: 'p-2', kind: 'saldo' },
    ]);
    expect(screen.getByText('Pagada')).toBeTruthy();
  });

  it('says nothing of derechos or anticipo when the quotation has neither', () => {
    renderCard({}, {});
    expect(screen.queryByText(/derechos/i)).toBeNull();
    expect(screen.queryByText(/Anticipo/)).toBeNull();
  });
});
