import { describe, expect, it } from 'vitest';
import { readFilters, toSolicitudesQuery, writeFilters } from './solicitudes-filters.ts';

describe('solicitudes filters in the URL', () => {
  it('round-trips through the search params, leaving defaults out', () => {
    const filters = {
      search: 'pasaporte',
      status: 'en_proceso' as const,
      sort: 'vencimiento' as const,
      page: 3,
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('q=pasaporte&estado=en_proceso&orden=vencimiento&pagina=3');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores unknown statuses, sorts and bad pages', () => {
    expect(readFilters(new URLSearchParams('estado=borrado&orden=precio&pagina=-2'))).toEqual({
      search: '',
      status: '',
      sort: 'fecha_desc',
      page: 1,
    });
  });

  it('turns the page into limit 20 and an offset', () => {
    expect(toSolicitudesQuery({ search: '', status: '', sort: 'fecha_desc', page: 3 })).toEqual({
      search: undefined,
      status: undefined,
      sort: 'fecha_desc',
      limit: 20,
      offset: 40,
    });
  });
});
