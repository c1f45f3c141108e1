import { act, cleanup, screen } from '@testing-library/react';
import type { NextAction } from '@tramites/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { NextActionCard } from './next-action-card.tsx';
import { StaffWaitingOn } from './staff-waiting-on.tsx';

const pay: NextAction = { kind: 'pagar', waiting_on: 'cliente', instalment: 'total', amount: 2450 };
const upload: NextAction = { kind: 'subir_documentos', waiting_on: 'cliente', documents: ['CURP', 'INE'] };

/** A controllable IntersectionObserver: the test says whether the card's button is on screen. */
let reportVisibility: (visible: boolean) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    reportVisibility = (visible) => this.callback([{ isIntersecting: visible }]);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NextActionCard', () => {
  it('names the step and links to the section of the same page', () => {
    renderWithProviders(<NextActionCard action={upload} solicitudId="abc" page="documentos" />);
    expect(screen.getByRole('heading', { name: 'Sube 2 documentos' })).toBeTruthy();
    expect(screen.getByText('Faltan: CURP, INE.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subir documentos' }).getAttribute('href')).toBe('#documentos');
  });

  it('from the documents page, paying goes to the pay step of the request detail', () => {
    renderWithProviders(<NextActionCard action={pay} solicitudId="abc" page="documentos" />);
    expect(screen.getByText(/\$2,450\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe(
      '/solicitud/abc#pago',
    );
  });

  it('on the detail page, paying is an anchor to its own pay step', () => {
    renderWithProviders(<NextActionCard action={pay} solicitudId="abc" page="solicitud" />);
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('#pago');
  });

  it('docks the button at the bottom once the card button scrolls out of view', async () => {
    renderWithProviders(<NextActionCard action={pay} solicitudId="abc" page="solicitud" />);
    expect(screen.getAllByRole('link', { name: 'Pagar ahora' })).toHaveLength(1);
    act(() => reportVisibility(false));
    expect(await screen.findAllByRole('link', { name: 'Pagar ahora' })).toHaveLength(2);
    act(() => reportVisibility(true));
    await vi.waitFor(() => expect(screen.getAllByRole('link', { name: 'Pagar ahora' })).toHaveLength(1));
  });

  it('nothing to do: says what the gestoría is doing, with no button', () => {
    renderWithProviders(
      <NextActionCard
        action={{ kind: 'en_tramite', waiting_on: 'gestoria', due_date: '2026-12-15' }}
        solicitudId="abc"
        page="solicitud"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tu gestor está haciendo tu trámite' })).toBeTruthy();
    expect(screen.getByText(/Fecha estimada de entrega: 15 dic 2026/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('StaffWaitingOn', () => {
  it('tells staff whether the request waits on the client or on us, and for what', () => {
    renderWithProviders(<StaffWaitingOn action={upload} />);
    expect(screen.getByText('Esperando al cliente:')).toBeTruthy();
    expect(screen.getByText('El cliente debe subir documentos')).toBeTruthy();
    cleanup();
    renderWithProviders(<StaffWaitingOn action={{ kind: 'confirmar_pago', waiting_on: 'gestoria' }} />);
    expect(screen.getByText('Esperando a la gestoría:')).toBeTruthy();
    expect(screen.getByText('Pago por confirmar (transferencia)')).toBeTruthy();
  });
});
