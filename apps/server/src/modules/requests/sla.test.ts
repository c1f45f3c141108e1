import { describe, expect, it } from 'vitest';
import { computeSla, type SlaState, slaAfterStatusChange } from './sla.ts';

const fresh: SlaState = { slaDays: 10, slaConsumedDays: 0, slaRunningSince: null, dueDate: null };

describe('service-level clock', () => {
  it('stays paused while the quotation waits on the client', () => {
    const state = slaAfterStatusChange(fresh, 'cotizacion_enviada', '2026-11-02');
    expect(state.slaRunningSince).toBeNull();
    expect(computeSla(state, 'cotizacion_enviada', '2026-11-20')).toMatchObject({
      dias_restantes: 10,
      pausado: true,
    });
  });

  it('runs in business days from payment, skipping the 16 Nov holiday', () => {
    const running = slaAfterStatusChange(fresh, 'en_proceso', '2026-11-13');
    // 10 business days from Fri 13 Nov 2026: 17,18,19,20,23,24,25,26,27,30 (16 is Día de la Revolución).
    expect(running.dueDate).toBe('2026-11-30');
    expect(computeSla(running, 'en_proceso', '2026-11-20')).toMatchObject({
      dias_restantes: 6,
      pausado: false,
    });
  });

  it('banks the days run before a pause and resumes with what is left', () => {
    const running = slaAfterStatusChange(fresh, 'en_proceso', '2026-11-02');
    const paused = slaAfterStatusChange(running, 'esperando_autoridad', '2026-11-05'); // 3 days used
    expect(paused.slaConsumedDays).toBe(3);
    expect(computeSla(paused, 'esperando_autoridad', '2026-11-27').dias_restantes).toBe(7);
    const resumed = slaAfterStatusChange(paused, 'en_proceso', '2026-11-27');
    expect(resumed.dueDate).toBe('2026-12-08');
  });

  it('marks an overdue request', () => {
    const running = slaAfterStatusChange({ ...fresh, slaDays: 2 }, 'en_proceso', '2026-11-02');
    expect(computeSla(running, 'en_proceso', '2026-11-10')).toMatchObject({
      vencido: true,
      dias_restantes: -4,
    });
    const done = slaAfterStatusChange(running, 'completado', '2026-11-10');
    expect(computeSla(done, 'completado', '2026-11-10')).toMatchObject({ vencido: false, pausado: false });
  });
});
