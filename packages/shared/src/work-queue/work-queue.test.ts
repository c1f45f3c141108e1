import { describe, expect, it } from 'vitest';
import type { NextAction } from '../requests/next-action.ts';
import {
  compareQueueItems,
  type QueueSortable,
  queueReason,
  queueReasonLabel,
  requestUrgency,
  slaPauseReason,
  sortQueueItems,
} from './work-queue.ts';
import { WorkQueueQuerySchema } from './work-queue-schemas.ts';

const reasonOf = (action: NextAction, pendingDocuments = 0, unansweredMessage = false) =>
  queueReason({ action, pendingDocuments, unansweredMessage });

const cliente: NextAction[] = [
  { kind: 'aceptar_cotizacion', waiting_on: 'cliente', total: 1000, valid_until: '2026-12-31' },
  { kind: 'pagar', waiting_on: 'cliente', instalment: 'total', amount: 1000 },
  { kind: 'corregir_documentos', waiting_on: 'cliente', documents: [{ name: 'INE', reason: 'Ilegible' }] },
  { kind: 'subir_documentos', waiting_on: 'cliente', documents: ['INE'] },
];

describe('queueReason', () => {
  it('names what the gestoría owes by the shared step', () => {
    expect(reasonOf({ kind: 'esperar_cotizacion', waiting_on: 'gestoria' })).toEqual({
      reason: 'cotizacion_por_enviar',
      count: null,
      waiting_on: 'gestoria',
    });
    expect(reasonOf({ kind: 'confirmar_pago', waiting_on: 'gestoria' }).reason).toBe('pago_por_confirmar');
    expect(reasonOf({ kind: 'revisar_documentos', waiting_on: 'gestoria', due_date: null }, 3)).toEqual({
      reason: 'documentos_por_revisar',
      count: 3,
      waiting_on: 'gestoria',
    });
    expect(reasonOf({ kind: 'en_tramite', waiting_on: 'gestoria', due_date: null }).reason).toBe(
      'tramite_por_mover',
    );
    expect(reasonOf({ kind: 'entregar', waiting_on: 'gestoria' }).reason).toBe('tramite_por_mover');
  });

  it('a case with the authority is still one to move, but it waits on the authority', () => {
    expect(reasonOf({ kind: 'en_tramite', waiting_on: 'autoridad', due_date: null })).toEqual({
      reason: 'tramite_por_mover',
      count: null,
      waiting_on: 'autoridad',
    });
  });

  it('what waits on the client waits on them, unless an upload or a message of theirs waits on us', () => {
    for (const action of cliente) {
      expect(reasonOf(action)).toEqual({ reason: 'esperando_cliente', count: null, waiting_on: 'cliente' });
      expect(reasonOf(action, 2)).toEqual({
        reason: 'documentos_por_revisar',
        count: 2,
        waiting_on: 'gestoria',
      });
      expect(reasonOf(action, 0, true)).toEqual({
        reason: 'mensaje_sin_responder',
        count: null,
        waiting_on: 'gestoria',
      });
      // An upload to review goes before the message.
      expect(reasonOf(action, 1, true).reason).toBe('documentos_por_revisar');
    }
  });

  it('an unanswered message goes before moving the case, never before a quotation, a payment or a review', () => {
    expect(reasonOf({ kind: 'en_tramite', waiting_on: 'autoridad', due_date: null }, 0, true).reason).toBe(
      'mensaje_sin_responder',
    );
    expect(reasonOf({ kind: 'entregar', waiting_on: 'gestoria' }, 0, true).reason).toBe(
      'mensaje_sin_responder',
    );
    expect(reasonOf({ kind: 'esperar_cotizacion', waiting_on: 'gestoria' }, 0, true).reason).toBe(
      'cotizacion_por_enviar',
    );
    expect(reasonOf({ kind: 'confirmar_pago', waiting_on: 'gestoria' }, 0, true).reason).toBe(
      'pago_por_confirmar',
    );
  });

  it('labels carry the count', () => {
    expect(queueReasonLabel({ reason: 'documentos_por_revisar', count: 2 })).toBe(
      'Documentos por revisar (2)',
    );
    expect(queueReasonLabel({ reason: 'cotizacion_por_enviar', count: null })).toBe('Cotización por enviar');
  });
});

describe('the queue order', () => {
  const item = (
    folio: string,
    waiting_on: QueueSortable['waiting_on'],
    due: string | null,
    created: string,
  ): QueueSortable => ({ folio, waiting_on, sla: { fecha_compromiso: due }, created_at: created });

  it('puts what waits on the client last, then orders by due date, then by age', () => {
    const today = '2026-02-15';
    const items = [
      item('A', 'cliente', '2026-01-01', '2026-01-01T00:00:00Z'),
      // Paused and owed by us (a quotation to send): due today.
      item('B', 'gestoria', null, '2026-02-10T00:00:00Z'),
      item('C', 'gestoria', '2026-03-01', '2026-02-01T00:00:00Z'),
      // Overdue: first.
      item('D', 'gestoria', '2026-02-01', '2026-02-01T00:00:00Z'),
      item('E', 'gestoria', '2026-03-01', '2026-01-15T00:00:00Z'),
      item('F', 'cliente', null, '2025-06-01T00:00:00Z'),
      // With the authority: no date, after the dated ones.
      item('G', 'autoridad', null, '2025-01-01T00:00:00Z'),
      item('H', 'gestoria', null, '2026-02-01T00:00:00Z'),
    ];
    expect(sortQueueItems(items, today).map((entry) => entry.folio)).toEqual([
      'D',
      'H',
      'B',
      'E',
      'C',
      'G',
      'A',
      'F',
    ]);
  });

  it('is a stable total order', () => {
    const a = item('A', 'gestoria', null, '2026-01-01T00:00:00Z');
    const b = item('B', 'gestoria', null, '2026-01-01T00:00:00Z');
    expect(compareQueueItems(a, b, '2026-01-01')).toBeLessThan(0);
    expect(compareQueueItems(b, a)).toBeGreaterThan(0);
    expect(compareQueueItems(a, a)).toBe(0);
  });
});

describe('urgency and the paused clock', () => {
  it('uses the spec thresholds, 3 and 7 days', () => {
    const now = new Date('2026-01-20T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect(requestUrgency(daysAgo(3), now)).toBe('normal');
    expect(requestUrgency(daysAgo(4), now)).toBe('media');
    expect(requestUrgency(daysAgo(7), now)).toBe('media');
    expect(requestUrgency(daysAgo(8), now)).toBe('urgente');
  });

  it('says why the clock is paused, and nothing while it runs', () => {
    expect(slaPauseReason('esperando_documentos')).toBe('Pausado: esperando documentos del cliente');
    expect(slaPauseReason('esperando_autoridad')).toBe('Pausado: esperando a la autoridad');
    expect(slaPauseReason('en_proceso')).toBeNull();
  });
});

describe('WorkQueueQuerySchema', () => {
  it('reads the URL: flags, dates and the unassigned view', () => {
    expect(WorkQueueQuerySchema.parse({})).toMatchObject({ solo_mias: false, limit: 50, offset: 0 });
    expect(
      WorkQueueQuerySchema.parse({
        solo_mias: 'true',
        gestor_id: 'sin_asignar',
        desde: '2026-01-02',
        status: '',
      }),
    ).toMatchObject({ solo_mias: true, gestor_id: 'sin_asignar', desde: '2026-01-02', status: undefined });
    expect(WorkQueueQuerySchema.safeParse({ urgency: 'alta' }).success).toBe(false);
    expect(WorkQueueQuerySchema.safeParse({ gestor_id: 'x' }).success).toBe(false);
    expect(WorkQueueQuerySchema.safeParse({ desde: '2026-02-30' }).success).toBe(false);
  });
});
