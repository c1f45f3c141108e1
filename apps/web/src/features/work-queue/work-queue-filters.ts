import {
  isCalendarDate,
  isRequestStatus,
  type RequestStatus,
  UNASSIGNED_GESTOR,
  URGENCY_LEVELS,
  type UrgencyLevel,
} from '@tramites/shared';
import type { WorkQueueRequest } from './api/get-work-queue.ts';

export const WORK_QUEUE_PAGE_SIZE = 50;

/**
 * "Mi bandeja"'s state as the URL keeps it (?q=&estado=&urgencia=&desde=&mias=1&gestor=&sel=), as
 * /solicitudes does: it survives a reload and a shared link opens the same queue and the same request.
 */
export interface WorkQueueFilters {
  search: string;
  status: RequestStatus | '';
  urgency: UrgencyLevel | '';
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  onlyMine: boolean;
  /** Admins: a gestor's id, UNASSIGNED_GESTOR, or '' for everybody. */
  gestor: string;
  /** The request open in the side pane, or ''. */
  selected: string;
}

export const DEFAULT_WORK_QUEUE_FILTERS: WorkQueueFilters = {
  search: '',
  status: '',
  urgency: '',
  from: '',
  onlyMine: false,
  gestor: '',
  selected: '',
};

const PARAMS = {
  search: 'q',
  status: 'estado',
  urgency: 'urgencia',
  from: 'desde',
  onlyMine: 'mias',
  gestor: 'gestor',
  selected: 'sel',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUrgency = (value: string): value is UrgencyLevel =>
  (URGENCY_LEVELS as readonly string[]).includes(value);

/** Reads the filters from the URL; anything unreadable falls back to the default. */
export function readWorkQueueFilters(params: URLSearchParams): WorkQueueFilters {
  const status = params.get(PARAMS.status) ?? '';
  const urgency = params.get(PARAMS.urgency) ?? '';
  const from = params.get(PARAMS.from) ?? '';
  const gestor = params.get(PARAMS.gestor) ?? '';
  const selected = params.get(PARAMS.selected) ?? '';
  return {
    search: (params.get(PARAMS.search) ?? '').trim().slice(0, 100),
    status: isRequestStatus(status) ? status : '',
    urgency: isUrgency(urgency) ? urgency : '',
    from: isCalendarDate(from) ? from : '',
    onlyMine: params.get(PARAMS.onlyMine) === '1',
    gestor: gestor === UNASSIGNED_GESTOR || UUID.test(gestor) ? gestor.toLowerCase() : '',
    selected: UUID.test(selected) ? selected.toLowerCase() : '',
  };
}

/**
 * The filters written into `params` (other parameters, such as the page's view, are kept), defaults left
 * out to keep links short.
 */
export function writeWorkQueueFilters(
  filters: WorkQueueFilters,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof WorkQueueFilters, string> = {
    search: filters.search,
    status: filters.status,
    urgency: filters.urgency,
    from: filters.from,
    onlyMine: filters.onlyMine ? '1' : '',
    gestor: filters.gestor,
    selected: filters.selected,
  };
  for (const key of Object.keys(PARAMS) as (keyof WorkQueueFilters)[]) {
    if (values[key]) {
      next.set(PARAMS[key], values[key]);
    } else {
      next.delete(PARAMS[key]);
    }
  }
  return next;
}

export const hasActiveWorkQueueFilters = (filters: WorkQueueFilters) =>
  Boolean(filters.search || filters.status || filters.urgency || filters.from || filters.onlyMine);

/** What GET /api/gestor/queue receives for these filters (`gestor` only matters to an admin's queue). */
export function toWorkQueueQuery(filters: WorkQueueFilters, isAdmin: boolean): WorkQueueRequest {
  return {
    q: filters.search || undefined,
    status: filters.status || undefined,
    urgency: filters.urgency || undefined,
    desde: filters.from || undefined,
    solo_mias: filters.onlyMine ? 'true' : undefined,
    gestor_id: isAdmin && filters.gestor ? filters.gestor : undefined,
    limit: WORK_QUEUE_PAGE_SIZE,
  };
}
