import type { Sla } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { describeDelivery, describeSla } from './sla-indicator.tsx';

const sla = (overrides: Partial<Sla>): Sla => ({
  dias_totales: 10,
  dias_restantes: 5,
  pausado: false,
  vencido: false,
  fecha_compromiso: '2026-12-01',
  ...overrides,
});

describe('describeSla', () => {
  it('counts business days left, with the singular', () => {
    expect(describeSla(sla({ dias_restantes: 5 }), 'en_proceso').text).toBe('Vence en 5 días hábiles');
    expect(describeSla(sla({ dias_restantes: 1 }), 'en_proceso')).toEqual({
      text: 'Vence en 1 día hábil',
      tone: 'soon',
    });
    expect(describeSla(sla({ dias_restantes: 0 }), 'en_proceso').text).toBe('Vence hoy');
  });

  it('says how long ago it was due', () => {
    expect(describeSla(sla({ dias_restantes: -3, vencido: true }), 'en_proceso')).toEqual({
      text: 'Vencido hace 3 días',
      tone: 'overdue',
    });
  });

  it('is paused while waiting on the client or the authority, and — once closed', () => {
    // Staff read why (issue 27).
    expect(describeSla(sla({ pausado: true }), 'esperando_documentos').text).toBe(
      'Pausado: esperando documentos del cliente',
    );
    expect(describeSla(sla({ pausado: true }), 'esperando_autoridad').text).toBe(
      'Pausado: esperando a la autoridad',
    );
    expect(describeSla(sla({ pausado: true }), 'cotizacion_enviada').text).toBe(
      'Pausado: esperando que el cliente acepte y pague',
    );
    expect(describeSla(sla({ dias_restantes: -4 }), 'completado').text).toBe('—');
    expect(describeSla(sla({}), 'cancelado').text).toBe('—');
    expect(describeSla(undefined, 'en_proceso').text).toBe('—');
  });
});

describe('describeDelivery (what the client reads)', () => {
  it('gives the expected delivery date, never the SLA words', () => {
    const running = describeDelivery(sla({ dias_restantes: 1 }), 'en_proceso');
    expect(running.text).toMatch(/^1 dic 2026$/);
    expect(running.text).not.toMatch(/Vence|SLA|plazo/i);
    expect(describeDelivery(sla({ dias_restantes: -2, vencido: true }), 'en_proceso').text).toMatch(
      /\(con retraso\)$/,
    );
  });

  it('says why the clock is paused, from the status', () => {
    const paused = sla({ pausado: true, fecha_compromiso: null });
    expect(describeDelivery(paused, 'esperando_documentos').text).toBe('En pausa: esperando tus documentos');
    expect(describeDelivery(paused, 'cotizacion_enviada').text).toBe('En pausa: esperando tu pago');
    expect(describeDelivery(paused, 'esperando_autoridad').text).toBe('En pausa: esperando a la autoridad');
    expect(describeDelivery(sla({}), 'completado').text).toBe('—');
  });
});
