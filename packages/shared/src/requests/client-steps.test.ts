import { describe, expect, it } from 'vitest';
import {
  type ClientStepState,
  type ClientStepsHistoryEvent,
  clientDelivery,
  clientSteps,
} from './client-steps.ts';
import type { Sla } from './schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from './statuses.ts';

const move = (
  from: RequestStatus | null,
  to: RequestStatus,
  day: number,
  action = 'status_changed',
): ClientStepsHistoryEvent => ({
  action,
  from_status: from,
  to_status: to,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** A request that went the whole road, one day per move. */
const FULL_HISTORY: ClientStepsHistoryEvent[] = [
  move(null, 'cotizacion_solicitada', 1, 'created'),
  move('cotizacion_solicitada', 'cotizacion_enviada', 2, 'quotation_sent'),
  { action: 'quotation_accepted', from_status: null, to_status: null, created_at: at(3) },
  move('cotizacion_enviada', 'pago_procesado', 4, 'payment_recorded'),
  move('pago_procesado', 'esperando_documentos', 4),
  move('esperando_documentos', 'documentos_en_revision', 5),
  move('documentos_en_revision', 'en_proceso', 6),
  move('en_proceso', 'esperando_autoridad', 7),
  move('esperando_autoridad', 'listo_para_entrega', 8),
  move('listo_para_entrega', 'completado', 9),
];

const statesOf = (status: RequestStatus, quotationAccepted = false) =>
  clientSteps({ status, history: FULL_HISTORY, quotationAccepted, expectedDelivery: '2026-12-15' }).map(
    (step) => step.state,
  );

const road = (current: number): ClientStepState[] =>
  Array.from({ length: 6 }, (_, index) =>
    index < current ? 'done' : index === current ? 'current' : 'upcoming',
  );

describe('clientSteps', () => {
  it.each<[RequestStatus, number]>([
    ['cotizacion_solicitada', 0],
    ['cotizacion_enviada', 0],
    ['pago_procesado', 2],
    ['esperando_documentos', 2],
    ['documentos_en_revision', 2],
    ['documentos_rechazados', 2],
    ['en_proceso', 3],
    ['esperando_autoridad', 3],
    ['listo_para_entrega', 4],
    ['completado', 6],
  ])('%s stands at step %i', (status, current) => {
    expect(statesOf(status)).toEqual(road(current));
  });

  it('covers every status', () => {
    for (const status of REQUEST_STATUSES) {
      expect(statesOf(status)).toHaveLength(6);
    }
  });

  it('an accepted quotation not yet paid: the payment is the current step', () => {
    expect(statesOf('cotizacion_enviada', true)).toEqual(road(1));
    const [quotation] = clientSteps({
      status: 'cotizacion_enviada',
      history: FULL_HISTORY.slice(0, 3),
      quotationAccepted: true,
      expectedDelivery: null,
    });
    expect(quotation).toMatchObject({ state: 'done', date: at(3) });
  });

  it('names the steps in the client words, in order', () => {
    const steps = clientSteps({
      status: 'en_proceso',
      history: [],
      quotationAccepted: false,
      expectedDelivery: null,
    });
    expect(steps.map((step) => step.title)).toEqual([
      'Cotización',
      'Pago',
      'Documentos',
      'En trámite',
      'Listo para entrega',
      'Entregado',
    ]);
  });

  it('dates each done step from the history, and the last with the expected delivery', () => {
    const steps = clientSteps({
      status: 'en_proceso',
      history: FULL_HISTORY.slice(0, 7),
      quotationAccepted: true,
      expectedDelivery: '2026-12-15',
    });
    expect(steps.map((step) => step.date)).toEqual([at(3), at(4), at(6), null, null, '2026-12-15']);
  });

  it('a completed request: every step done, delivered on the day it was completed', () => {
    const steps = clientSteps({
      status: 'completado',
      history: FULL_HISTORY,
      quotationAccepted: true,
      expectedDelivery: null,
    });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
    expect(steps.map((step) => step.date)).toEqual([at(3), at(4), at(6), at(8), at(9), at(9)]);
  });

  it('a payment recorded without an acceptance closes the quotation step at the payment', () => {
    const history = [
      move(null, 'cotizacion_solicitada', 1, 'created'),
      move('cotizacion_solicitada', 'cotizacion_enviada', 2),
      move('cotizacion_enviada', 'pago_procesado', 5, 'payment_recorded'),
      move('pago_procesado', 'esperando_documentos', 5),
    ];
    const steps = clientSteps({
      status: 'esperando_documentos',
      history,
      quotationAccepted: false,
      expectedDelivery: null,
    });
    expect(steps.slice(0, 2).map((step) => step.date)).toEqual([at(5), at(5)]);
  });

  it('a request sent back counts its last crossing', () => {
    const history = [
      ...FULL_HISTORY.slice(0, 7),
      move('en_proceso', 'documentos_en_revision', 10),
      move('documentos_en_revision', 'en_proceso', 12),
    ];
    const steps = clientSteps({
      status: 'en_proceso',
      history,
      quotationAccepted: true,
      expectedDelivery: null,
    });
    expect(steps[2]).toMatchObject({ state: 'done', date: at(12) });
  });

  it('a cancelled request: done before, cancelled where it stood (with the date), the rest never reached', () => {
    const history = [...FULL_HISTORY.slice(0, 5), move('esperando_documentos', 'cancelado', 7)];
    const steps = clientSteps({
      status: 'cancelado',
      history,
      quotationAccepted: true,
      expectedDelivery: null,
    });
    expect(steps.map((step) => step.state)).toEqual([
      'done',
      'done',
      'cancelled',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(steps[2]!.date).toBe(at(7));
  });

  it('a request cancelled before its quotation is cancelled at the first step', () => {
    const steps = clientSteps({
      status: 'cancelado',
      history: [
        move(null, 'cotizacion_solicitada', 1, 'created'),
        move('cotizacion_solicitada', 'cancelado', 2),
      ],
      quotationAccepted: false,
      expectedDelivery: null,
    });
    expect(steps[0]).toMatchObject({ state: 'cancelled', date: at(2) });
    expect(steps.slice(1).every((step) => step.state === 'skipped')).toBe(true);
  });
});

const sla = (overrides: Partial<Sla>): Sla => ({
  dias_totales: 10,
  dias_restantes: 4,
  pausado: false,
  vencido: false,
  fecha_compromiso: '2026-12-15',
  ...overrides,
});

describe('clientDelivery', () => {
  it('gives the expected delivery date while the clock runs', () => {
    expect(clientDelivery(sla({}), 'en_proceso')).toEqual({
      kind: 'date',
      date: '2026-12-15',
      isLate: false,
    });
    expect(clientDelivery(sla({ vencido: true }), 'en_proceso')).toMatchObject({ isLate: true });
  });

  it.each<[RequestStatus, string]>([
    ['cotizacion_solicitada', 'esperando tu cotización'],
    ['cotizacion_enviada', 'esperando tu pago'],
    ['esperando_documentos', 'esperando tus documentos'],
    ['documentos_rechazados', 'esperando tus documentos corregidos'],
    ['esperando_autoridad', 'esperando a la autoridad'],
  ])('a clock paused in %s says why: %s', (status, reason) => {
    expect(clientDelivery(sla({ pausado: true, fecha_compromiso: null }), status)).toEqual({
      kind: 'paused',
      reason,
    });
  });

  it('says nothing once the request is closed', () => {
    expect(clientDelivery(sla({}), 'completado')).toEqual({ kind: 'none' });
    expect(clientDelivery(sla({}), 'cancelado')).toEqual({ kind: 'none' });
    expect(clientDelivery(null, 'en_proceso')).toEqual({ kind: 'none' });
  });
});
