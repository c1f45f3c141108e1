import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { Tramite } from '@tramites/shared';
import { MemoryRouter } from 'react-router';
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
  render(<TramiteCard tramite={tramite(extra)} onRequest={vi.fn()} />, { wrapper: MemoryRouter });
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

describe('TramiteCard on a phone', () => {
  /** What CSS hides below 640 px (the card's compact form); from 640 px everything shows. */
  const isHiddenOnPhone = (element: Element) => element.closest('.max-sm\\:hidden') !== null;

  it('shows the name, the total, the days and Solicitar; the details open on tap', async () => {
    renderCard({ required_documents: ['CURP', 'Acta de nacimiento'] });
    const toggle = screen.getByRole('button', { name: /Ver detalles/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The toggle only exists below 640 px.
    expect(toggle.className).toContain('sm:hidden');
    for (const always of ['Pasaporte ordinario (3 años)', '10 días']) {
      expect(isHiddenOnPhone(screen.getByText(always)), always).toBe(false);
    }
    expect(isHiddenOnPhone(screen.getAllByText('$2,495.00')[0]!)).toBe(false);
    expect(isHiddenOnPhone(screen.getByRole('button', { name: 'Solicitar' }))).toBe(false);
    for (const detail of ['Te acompañamos a la cita.', 'SRE', 'Acta de nacimiento', 'Con cita previa']) {
      expect(isHiddenOnPhone(screen.getByText(detail)), detail).toBe(true);
    }
    for (const id of toggle.getAttribute('aria-controls')!.split(' ')) {
      expect(document.getElementById(id), id).not.toBeNull();
    }

    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Ocultar detalles');
    for (const detail of ['Te acompañamos a la cita.', 'SRE', 'Acta de nacimiento']) {
      expect(isHiddenOnPhone(screen.getByText(detail)), detail).toBe(false);
    }
  });

  it('opens by itself when a search result points at it', () => {
    render(<TramiteCard tramite={tramite({})} onRequest={vi.fn()} isPointedAt />, { wrapper: MemoryRouter });
    expect(screen.getByRole('button', { name: /Ocultar detalles/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(isHiddenOnPhone(screen.getByText('SRE'))).toBe(false);
  });
});
