import {
  isRequestStatus,
  LIST_SORTS,
  type ListSort,
  type RequestStatus,
  type SolicitudesQuery,
} from '@tramites/shared';

export const SOLICITUDES_PAGE_SIZE = 20;

export const SORT_LABELS: Record<ListSort, string> = {
  fecha_desc: 'Más recientes',
  fecha_asc: 'Más antiguas',
  tramite: 'Trámite (A-Z)',
  estado: 'Estado',
  vencimiento: 'Próximos a vencer',
};

/** The list's state as the URL keeps it (?q=&estado=&orden=&pagina=), so it survives reloads and links. */
export interface SolicitudesFilters {
  search: string;
  status: RequestStatus | '';
  sort: ListSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: SolicitudesFilters = { search: '', status: '', sort: 'fecha_desc', page: 1 };

const PARAMS = { search: 'q', status: 'estado', sort: 'orden', page: 'pagina' } as const;

const isListSort = (value: string): value is ListSort => (LIST_SORTS as readonly string[]).includes(value);

/** Reads the filters from the URL; anything unreadable falls back to the default. */
export function readFilters(params: URLSearchParams): SolicitudesFilters {
  const status = params.get(PARAMS.status) ?? '';
  const sort = params.get(PARAMS.sort) ?? '';
  const page = Number(params.get(PARAMS.page));
  return {
    search: (params.get(PARAMS.search) ?? '').trim().slice(0, 100),
    status: isRequestStatus(status) ? status : '',
    sort: isListSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search params for some filters, leaving defaults out to keep links short. */
export function writeFilters(filters: SolicitudesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) {
    params.set(PARAMS.search, filters.search);
  }
  if (filters.status) {
    params.set(PARAMS.status, filters.status);
  }
  if (filters.sort !== DEFAULT_FILTERS.sort) {
    params.set(PARAMS.sort, filters.sort);
  }
  if (filters.page > 1) {
    params.set(PARAMS.page, String(filters.page));
  }
  return params;
}

export const hasActiveFilters = (filters: SolicitudesFilters) => Boolean(filters.search || filters.status);

/** What GET /api/solicitudes/enriched receives for these filters. */
export function toSolicitudesQuery(filters: SolicitudesFilters): SolicitudesQuery {
  return {
    search: filters.search || undefined,
    status: filters.status || undefined,
    sort: filters.sort,
    limit: SOLICITUDES_PAGE_SIZE,
    offset: (filters.page - 1) * SOLICITUDES_PAGE_SIZE,
  };
}
