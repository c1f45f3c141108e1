import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORK_QUEUE_FILTERS,
  readWorkQueueFilters,
  toWorkQueueQuery,
  writeWorkQueueFilters,
} from './work-queue-filters.ts';

const ID = '0d6c7c1e-8f0a-4c51-9a55-2d7a5d0f9e11';

describe('the queue filters in the URL', () => {
  it('round-trips every filter and the selected request, keeping other parameters', () => {
    const filters = {
      search: 'TMX-2026',
      status: 'en_proceso' as const,
      urgency: 'urgente' as const,
      from: '2026-01-05',
      onlyMine: true,
      gestor: 'sin_asignar',
      selected: ID,
    };
    const params = writeWorkQueueFilters(filters, new URLSearchParams('vista=bandeja'));
    expect(params.get('vista')).toBe('bandeja');
    expect(params.get('mias')).toBe('1');
    expect(readWorkQueueFilters(params)).toEqual(filters);
  });

  it('leaves defaults out and ignores what it cannot read', () => {
    expect(writeWorkQueueFilters(DEFAULT_WORK_QUEUE_FILTERS).toString()).toBe('');
    expect(
      readWorkQueueFilters(
        new URLSearchParams('estado=x&urgencia=alta&desde=2026-02-30&gestor=nadie&sel=1&mias=si'),
      ),
    ).toEqual(DEFAULT_WORK_QUEUE_FILTERS);
  });

  it('asks the server for one gestor only on an admin queue', () => {
    const filters = { ...DEFAULT_WORK_QUEUE_FILTERS, gestor: ID, onlyMine: true, search: 'ana' };
    expect(toWorkQueueQuery(filters, true)).toMatchObject({ gestor_id: ID, solo_mias: 'true', q: 'ana' });
    expect(toWorkQueueQuery(filters, false).gestor_id).toBeUndefined();
  });
});
