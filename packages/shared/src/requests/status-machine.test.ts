import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { automaticFollowUp } from './documents-progress.ts';
import {
  allowedNextStatuses,
  canTransition,
  decideTransition,
  statusEndpointMoves,
  TRANSITIONS,
  type TransitionActor,
} from './status-machine.ts';
import { REQUEST_STATUSES, type RequestStatus } from './statuses.ts';

const ACTORS: TransitionActor[] = ['staff', 'cliente', 'system'];

/** The table of DESIGN section 4 written out independently, as pairs. */
const TABLE = new Set([
  'cotizacion_solicitada>cotizacion_enviada',
  'cotizacion_enviada>pago_procesado',
  'cotizacion_enviada>cotizacion_solicitada',
  'pago_procesado>esperando_documentos',
  'pago_procesado>documentos_en_revision',
  'pago_procesado>en_proceso',
  'esperando_documentos>documentos_en_revision',
  'documentos_en_revision>documentos_rechazados',
  'documentos_rechazados>documentos_en_revision',
  'documentos_en_revision>en_proceso',
  'en_proceso>esperando_autoridad',
  'en_proceso>listo_para_entrega',
  'esperando_autoridad>en_proceso',
  'esperando_autoridad>listo_para_entrega',
  'listo_para_entrega>completado',
]);
const inTable = (from: RequestStatus, to: RequestStatus) =>
  TABLE.has(`${from}>${to}`) || (to === 'cancelado' && from !== 'completado' && from !== 'cancelado');
/** Only a recorded payment (an event, the system) leads to pago_procesado: never a move by hand. */
const byHand = (from: RequestStatus, to: RequestStatus) => inTable(from, to) && to !== 'pago_procesado';

describe('status machine', () => {
  it('lets staff make every move of the table by hand but pago_procesado, and nothing else', () => {
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) {
        expect(canTransition(from, to, 'staff'), `${from} → ${to}`).toBe(byHand(from, to));
      }
    }
  });

  it('lets a cliente only reject the quotation or cancel before paying: paying is an event', () => {
    const clientMoves = REQUEST_STATUSES.flatMap((from) =>
      allowedNextStatuses(from, 'cliente').map((to) => `${from}>${to}`),
    ).sort();
    expect(clientMoves).toEqual(
      [
        'cotizacion_enviada>cancelado',
        'cotizacion_enviada>cotizacion_solicitada',
        'cotizacion_solicitada>cancelado',
      ].sort(),
    );
  });

  it('keeps processing moves for staff: the system cannot complete a request', () => {
    expect(canTransition('listo_para_entrega', 'completado', 'system')).toBe(false);
    expect(canTransition('en_proceso', 'esperando_autoridad', 'system')).toBe(false);
  });

  it('never leaves a terminal status without an admin override and reason', () => {
    for (const to of REQUEST_STATUSES) {
      for (const actor of ACTORS) {
        expect(canTransition('completado', to, actor)).toBe(false);
        expect(canTransition('cancelado', to, actor)).toBe(false);
      }
    }
    expect(
      decideTransition({ from: 'cancelado', to: 'en_proceso', actor: 'staff', role: 'gestor', reason: 'x' }),
    ).toEqual({
      allowed: false,
      reason: 'forbidden',
    });
    expect(decideTransition({ from: 'cancelado', to: 'en_proceso', actor: 'staff', role: 'admin' })).toEqual({
      allowed: false,
      reason: 'needs_reason',
    });
    expect(
      decideTransition({ from: 'cancelado', to: 'en_proceso', actor: 'staff', role: 'admin', reason: '  ' }),
    ).toEqual({ allowed: false, reason: 'needs_reason' });
    expect(
      decideTransition({
        from: 'cancelado',
        to: 'en_proceso',
        actor: 'staff',
        role: 'admin',
        reason: 'Error de captura',
      }),
    ).toEqual({ allowed: true, override: true });
  });

  it('refuses a move to the same status', () => {
    expect(
      decideTransition({ from: 'en_proceso', to: 'en_proceso', actor: 'staff', role: 'admin', reason: 'x' }),
    ).toEqual({
      allowed: false,
      reason: 'same_status',
    });
  });

  it('has only known statuses in the table', () => {
    for (const rule of TRANSITIONS) {
      expect(REQUEST_STATUSES).toContain(rule.from);
      expect(REQUEST_STATUSES).toContain(rule.to);
    }
  });

  it('property: no sequence of non-override calls reaches a status the table forbids', () => {
    const step = fc.record({
      to: fc.constantFrom(...REQUEST_STATUSES),
      actor: fc.constantFrom(...ACTORS),
      role: fc.constantFrom('cliente' as const, 'gestor' as const, 'admin' as const),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: RequestStatus = 'cotizacion_solicitada';
        for (const { to, actor, role } of steps) {
          const decision = decideTransition({ from: status, to, actor, role });
          if (decision.allowed) {
            // Without a reason nothing is an override, so every accepted move is in the table.
            expect(decision.override).toBe(false);
            expect(inTable(status, to)).toBe(true);
            status = to;
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: a cliente alone never gets past payment', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REQUEST_STATUSES), { maxLength: 30 }), (targets) => {
        let status: RequestStatus = 'cotizacion_solicitada';
        for (const to of targets) {
          if (
            decideTransition({ from: status, to, actor: 'cliente', role: 'cliente', reason: 'quiero' })
              .allowed
          ) {
            status = to;
          }
        }
        expect(['cotizacion_solicitada', 'cotizacion_enviada', 'pago_procesado', 'cancelado']).toContain(
          status,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('the status endpoint', () => {
  it('offers a cliente nothing but cancelling before payment', () => {
    for (const from of REQUEST_STATUSES) {
      const expected = from === 'cotizacion_solicitada' || from === 'cotizacion_enviada' ? ['cancelado'] : [];
      expect(statusEndpointMoves(from, 'cliente'), from).toEqual(expected);
    }
  });

  it('offers staff pago_procesado only on a sent quotation (it records the payment)', () => {
    expect(statusEndpointMoves('cotizacion_enviada', 'gestor')).toContain('pago_procesado');
    for (const from of REQUEST_STATUSES.filter((status) => status !== 'cotizacion_enviada')) {
      expect(statusEndpointMoves(from, 'admin'), from).not.toContain('pago_procesado');
    }
  });

  it('refuses even an admin override into pago_procesado', () => {
    expect(
      decideTransition({
        from: 'en_proceso',
        to: 'pago_procesado',
        actor: 'staff',
        role: 'admin',
        reason: 'x',
      }),
    ).toEqual({ allowed: false, reason: 'needs_payment' });
  });
});

describe('automatic follow-ups', () => {
  const progress = (required: number, uploaded: number, approved: number, rejected = 0) => ({
    required,
    uploaded,
    approved,
    rejected,
  });

  it('moves on from pago_procesado by the documents, and never rests there', () => {
    expect(automaticFollowUp('pago_procesado', progress(2, 0, 0))).toBe('esperando_documentos');
    expect(automaticFollowUp('pago_procesado', progress(2, 2, 0))).toBe('documentos_en_revision');
    expect(automaticFollowUp('pago_procesado', progress(2, 2, 2))).toBe('en_proceso');
    expect(automaticFollowUp('pago_procesado', progress(0, 0, 0))).toBe('en_proceso');
  });

  it('applies the document rules to a status reached by hand', () => {
    expect(automaticFollowUp('esperando_documentos', progress(2, 2, 0))).toBe('documentos_en_revision');
    expect(automaticFollowUp('documentos_en_revision', progress(2, 2, 2))).toBe('en_proceso');
    expect(automaticFollowUp('documentos_en_revision', progress(2, 1, 0, 1))).toBe('documentos_rechazados');
    expect(automaticFollowUp('esperando_documentos', progress(2, 1, 0))).toBeNull();
    expect(automaticFollowUp('en_proceso', progress(2, 2, 2))).toBeNull();
  });
});
