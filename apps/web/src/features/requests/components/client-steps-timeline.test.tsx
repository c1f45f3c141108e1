import { cleanup, render, screen, within } from '@testing-library/react';
import { type ClientStep, clientSteps } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientStepsTimeline } from './client-steps-timeline.tsx';

afterEach(cleanup);

const history = [
  {
    action: 'created',
    from_status: null,
    to_status: 'cotizacion_solicitada',
    created_at: '2026-11-02T16:00:00.000Z',
  },
  {
    action: 'quotation_accepted',
    from_status: null,
    to_status: null,
    created_at: '2026-11-03T16:00:00.000Z',
  },
  {
    action: 'payment_recorded',
    from_status: 'cotizacion_enviada',
    to_status: 'pago_procesado',
    created_at: '2026-11-04T16:00:00.000Z',
  },
  {
    action: 'status_changed',
    from_status: 'pago_procesado',
    to_status: 'esperando_documentos',
    created_at: '2026-11-04T16:00:00.000Z',
  },
];

const stepsAt = (status: 'esperando_documentos' | 'cancelado'): ClientStep[] =>
  clientSteps({
    status,
    history:
      status === 'cancelado'
        ? [
            ...history,
            {
              action: 'status_changed',
              from_status: 'esperando_documentos',
              to_status: 'cancelado',
              created_at: '2026-11-06T16:00:00.000Z',
            },
          ]
        : history,
    quotationAccepted: true,
    expectedDelivery: '2026-12-15',
  });

describe('ClientStepsTimeline', () => {
  it('is an ordered list of the six steps with the current one marked as the step', () => {
    render(<ClientStepsTimeline steps={stepsAt('esperando_documentos')} />);
    const list = screen.getByRole('list', { name: 'Pasos de tu trámite' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Cotización \(hecho\)3 nov 2026$/),
      expect.stringMatching(/^Pago \(hecho\)4 nov 2026$/),
      'Documentos (paso actual)En curso',
      'En trámite (por venir)',
      'Listo para entrega (por venir)',
      expect.stringMatching(/^Entregado \(por venir\)Fecha estimada: 15 dic 2026$/),
    ]);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toEqual([items[2]]);
  });

  it('a cancelled request says where and when it stopped, and marks no current step', () => {
    render(<ClientStepsTimeline steps={stepsAt('cancelado')} />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]!.textContent).toBe('Documentos (cancelado)Cancelada el 6 nov 2026');
    expect(items[3]!.textContent).toBe('En trámite (no se realizó)');
    expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
  });
});
