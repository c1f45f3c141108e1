import { cleanup, render, screen, within } from '@testing-library/react';
import type { Tramite } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TramiteCard } from './tramite-card.tsx';

const tramite = (extra: Partial<Tramite>): Tramite => ({
  id: 3,
  name: 'Pasaporte ordinario (3 años)',
  description: 'Te acompañamos a la cita.',
  category_id: 1,
  price_type: 'fijo',
  fixed_price: 700,
  government_fee: 1795,
  price_from: null,
  estimated_time_days: 10,
  required_documents: ['CURP'],
  display_order: 1,
  dependencia: 'SRE',
  fundamento_juridico: '',
  modalidad: 'cita_previa',
  vigencia: null,
  is_active: true,
  form_template_id: null,
  form_template_name: null,
  has_custom_form: false,
  sensitive_data: false,
  ...extra,
});

const renderCard = (extra: Partial<Tramite>) =>
  render(<TramiteCard tramite={tramite(extra)} onRequest={vi.fn()} />);
/** A line of the price breakdown, by its term. */
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div')!;

afterEach(cleanup);

describe('TramiteCard price', () => {
  it('shows a fixed price as fee with IVA, derechos without IVA and their estimated total', () => {
    renderCard({});
    expect(within(row('Honorarios (IVA incluido)')).getByText('$700.00')).toBeTruthy();
    expect(
      within(row('Derechos (pago por cuenta de terceros, sin IVA)')).getByText('$1,795.00'),
    ).toBeTruthy();
    // The total the quotation (fee) and the authority (derechos) charge together, labelled an estimate.
    expect(within(row('Total estimado')).getByText('$2,495.00')).toBeTruthy();
    expect(screen.getAllByText('$2,495.00')).toHaveLength(2);
  });

  it('shows no total when the derechos are unknown: the headline is the fee with IVA', () => {
    renderCard({ government_fee: null });
    expect(screen.queryByText('Total estimado')).toBeNull();
    expect(screen.getByText('Honorarios (IVA incluido)', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Según la entidad; se pagan aparte')).toBeTruthy();
    expect(screen.getAllByText('$700.00').length).toBeGreaterThan(0);
  });

  it('shows "Desde $X" for a variable price with a minimum', () => {
    renderCard({ price_type: 'variable', fixed_price: null, government_fee: null, price_from: 1500 });
    expect(screen.getAllByText('Desde $1,500.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('Total estimado')).toBeNull();
  });

  it('promises a quotation in 24 business hours for a variable price without a minimum', () => {
    renderCard({ price_type: 'variable', fixed_price: null, government_fee: 0, price_from: null });
    expect(screen.getAllByText('Cotización en 24 h hábiles').length).toBeGreaterThan(0);
    expect(
      within(row('Derechos (pago por cuenta de terceros, sin IVA)')).getByText('Sin costo'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Desde/)).toBeNull();
  });
});
