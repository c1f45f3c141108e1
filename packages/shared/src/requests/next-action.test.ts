import { describe, expect, it } from 'vitest';
import { formatMXN } from '../format/format.ts';
import type { InstalmentKind } from '../payments/plan.ts';
import {
  type NextAction,
  type NextActionDocument,
  type NextActionInput,
  nextAction,
  nextActionCopy,
  staffNextActionLabel,
  WAITING_ON_LABELS,
} from './next-action.ts';
import { NextActionSchema } from './next-action-schemas.ts';
import { QUOTATION_PHASES, type QuotationPhase } from './quotation-phase.ts';
import { REQUEST_STATUSES, type RequestStatus } from './statuses.ts';

const doc = (name: string, status: NextActionDocument['status'], reason: string | null = null) => ({
  name,
  required: true,
  status,
  rejectionReason: reason,
});

const base: NextActionInput = {
  status: 'esperando_documentos',
  quotation: { phase: 'pagada', total: 1624, validUntil: null },
  due: null,
  paymentAwaitingConfirmation: false,
  documents: [doc('INE', 'approved'), doc('CURP', null)],
  dueDate: '2026-12-15',
};
const next = (overrides: Partial<NextActionInput>) => nextAction({ ...base, ...overrides });
const format = { money: formatMXN, date: (iso: string) => iso };

describe('nextAction: what the client must do', () => {
  it('a quotation waiting for the client asks to review it, with its total and validity', () => {
    const action = next({
      status: 'cotizacion_enviada',
      quotation: { phase: 'pendiente', total: 2450, validUntil: '2026-12-01' },
      documents: [doc('INE', null)],
    });
    expect(action).toEqual({
      kind: 'aceptar_cotizacion',
      waiting_on: 'cliente',
      total: 2450,
      valid_until: '2026-12-01',
    });
    const copy = nextActionCopy(action, format);
    expect(copy.title).toBe('Revisa y acepta tu cotización');
    expect(copy.detail).toContain('$2,450.00');
    expect(copy.action).toEqual({ label: 'Revisar cotización', target: 'cotizacion' });
  });

  it('an accepted quotation asks to pay what is due, before any document', () => {
    const action = next({
      status: 'cotizacion_enviada',
      quotation: { phase: 'aceptada', total: 2450, validUntil: null },
      due: { kind: 'total', amount: 2450 },
      documents: [doc('INE', null)],
    });
    expect(action).toEqual({ kind: 'pagar', waiting_on: 'cliente', instalment: 'total', amount: 2450 });
    expect(nextActionCopy(action, format).action?.target).toBe('pago');
  });

  it('a transfer comprobante under review waits on the gestoría, not the client', () => {
    const action = next({
      status: 'cotizacion_enviada',
      quotation: { phase: 'aceptada', total: 2450, validUntil: null },
      due: { kind: 'total', amount: 2450 },
      paymentAwaitingConfirmation: true,
    });
    expect(action).toEqual({ kind: 'confirmar_pago', waiting_on: 'gestoria' });
    expect(nextActionCopy(action, format).action).toBeNull();
  });

  it('after paying, names the documents still missing', () => {
    const action = next({
      status: 'pago_procesado',
      documents: [doc('INE', 'pending'), doc('CURP', null), doc('Acta de nacimiento', null)],
    });
    expect(action).toEqual({
      kind: 'subir_documentos',
      waiting_on: 'cliente',
      documents: ['CURP', 'Acta de nacimiento'],
    });
    const copy = nextActionCopy(action, format);
    expect(copy.title).toBe('Sube 2 documentos');
    expect(copy.detail).toBe('Faltan: CURP, Acta de nacimiento.');
  });

  it('a rejected document comes first, with its reason', () => {
    const action = next({
      status: 'documentos_rechazados',
      documents: [doc('INE', 'rejected', 'Ilegible'), doc('CURP', null)],
    });
    expect(action).toEqual({
      kind: 'corregir_documentos',
      waiting_on: 'cliente',
      documents: [{ name: 'INE', reason: 'Ilegible' }],
    });
    expect(nextActionCopy(action, format).detail).toBe('«INE» fue rechazado: Ilegible');
  });

  it('an optional file is never awaited', () => {
    const action = next({
      status: 'esperando_documentos',
      documents: [doc('INE', 'pending'), { ...doc('Foto adicional', null), required: false }],
    });
    expect(action).toEqual({ kind: 'revisar_documentos', waiting_on: 'gestoria', due_date: '2026-12-15' });
  });

  it('the balance of a deposit is asked once the documents are in, before completion', () => {
    const withMissing = next({ status: 'esperando_documentos', due: { kind: 'saldo', amount: 1000 } });
    expect(withMissing.kind).toBe('subir_documentos');
    const inProcess = next({ status: 'en_proceso', due: { kind: 'saldo', amount: 1000 } });
    expect(inProcess).toEqual({ kind: 'pagar', waiting_on: 'cliente', instalment: 'saldo', amount: 1000 });
    expect(nextActionCopy(inProcess, format).title).toBe('Paga el saldo para terminar');
  });

  it('nothing pending: says what the gestoría is doing and the expected date', () => {
    const action = next({ status: 'en_proceso', documents: [doc('INE', 'approved')] });
    expect(action).toEqual({ kind: 'en_tramite', waiting_on: 'gestoria', due_date: '2026-12-15' });
    expect(nextActionCopy(action, format).detail).toContain('Fecha estimada de entrega: 2026-12-15');
    expect(next({ status: 'esperando_autoridad' }).waiting_on).toBe('autoridad');
    expect(next({ status: 'listo_para_entrega' })).toEqual({ kind: 'entregar', waiting_on: 'gestoria' });
  });
});

describe('nextAction over every status × quotation × documents × payment', () => {
  const quotations: NextActionInput['quotation'][] = [
    null,
    ...QUOTATION_PHASES.map((phase: QuotationPhase) => ({ phase, total: 1000, validUntil: null })),
  ];
  const documentSets: NextActionInput['documents'][] = [
    null,
    [],
    [doc('INE', null)],
    [doc('INE', 'rejected', 'Vencido'), doc('CURP', null)],
    [doc('INE', 'pending')],
    [doc('INE', 'approved')],
  ];
  const dues: NextActionInput['due'][] = [
    null,
    ...(['total', 'anticipo', 'saldo'] as InstalmentKind[]).map((kind) => ({ kind, amount: 500 })),
  ];
  const cases: { input: NextActionInput; action: NextAction }[] = [];
  for (const status of REQUEST_STATUSES as readonly RequestStatus[]) {
    for (const quotation of quotations) {
      for (const documents of documentSets) {
        for (const due of dues) {
          for (const paymentAwaitingConfirmation of [false, true]) {
            const input = { ...base, status, quotation, documents, due, paymentAwaitingConfirmation };
            cases.push({ input, action: nextAction(input) });
          }
        }
      }
    }
  }

  it('covers every combination', () => {
    expect(cases.length).toBe(11 * 7 * 6 * 4 * 2);
  });

  it('a closed request waits on nobody and offers no action', () => {
    for (const { input, action } of cases) {
      if (input.status === 'completado' || input.status === 'cancelado') {
        expect(action.waiting_on).toBe('nadie');
        expect(nextActionCopy(action, format).action).toBeNull();
      }
    }
  });

  it('whenever the client is asked for something, the card has the button that does it', () => {
    for (const { action } of cases) {
      const copy = nextActionCopy(action, format);
      if (action.waiting_on === 'cliente') {
        expect(copy.action, action.kind).not.toBeNull();
      }
      expect(copy.title.length).toBeGreaterThan(0);
      expect(copy.detail).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('never asks for documents while the quotation is open or the first instalment is unpaid', () => {
    for (const { input, action } of cases) {
      const firstInstalmentDue = input.due !== null && input.due.kind !== 'saldo';
      const quoting = input.status === 'cotizacion_solicitada' || input.status === 'cotizacion_enviada';
      if (firstInstalmentDue || quoting) {
        expect(['subir_documentos', 'corregir_documentos']).not.toContain(action.kind);
      }
    }
  });

  it('a pending quotation is always the first thing asked while quoting', () => {
    for (const { input, action } of cases) {
      if (input.status === 'cotizacion_enviada' && input.quotation?.phase === 'pendiente') {
        expect(action.kind).toBe('aceptar_cotizacion');
      }
    }
  });

  it('every action has the shape the API promises', () => {
    for (const { action } of cases) {
      expect(NextActionSchema.parse(action)).toEqual(action);
    }
  });

  it('staff read every step in their words, and who it waits on', () => {
    for (const { action } of cases) {
      expect(staffNextActionLabel(action).length).toBeGreaterThan(0);
    }
    expect(staffNextActionLabel({ kind: 'en_tramite', waiting_on: 'autoridad', due_date: null })).toBe(
      'Esperando a la autoridad',
    );
    expect(WAITING_ON_LABELS.cliente).toBe('Esperando al cliente');
  });

  it('names documents only when they are known', () => {
    for (const { input, action } of cases) {
      if (input.documents === null) {
        expect(['subir_documentos', 'corregir_documentos']).not.toContain(action.kind);
      }
    }
  });
});
