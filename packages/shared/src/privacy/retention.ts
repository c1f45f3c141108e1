import { RETENTION_WARNING_DAYS } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** What the retention of a closed request's document files depends on. */
export interface ClosedRequestRetention {
  /** When the request reached completado or cancelado. */
  closedAt: Date;
  /** When the client was warned of the purge; a warning from before the latest closing does not count. */
  purgeWarnedAt: Date | null;
  /** DOCUMENT_RETENTION_DAYS. */
  retentionDays: number;
}

/** The client's warning counts only if it was given for this closing (a request reopened and closed again is warned again). */
export const isWarnedForClosing = (request: Pick<ClosedRequestRetention, 'closedAt' | 'purgeWarnedAt'>) =>
  request.purgeWarnedAt !== null && request.purgeWarnedAt.getTime() >= request.closedAt.getTime();

/**
 * When the files of a closed request are purged (issue 25): the retention period after the closing, and never
 * sooner than RETENTION_WARNING_DAYS after the client was warned. A request not warned yet (closed long ago,
 * or before the rule existed) is warned at the next run, so its files last at least that long from `now`.
 */
export function documentsPurgeDate(request: ClosedRequestRetention, now: Date = new Date()): Date {
  const endOfPeriod = addDays(request.closedAt, request.retentionDays);
  const warnedAt = isWarnedForClosing(request) ? request.purgeWarnedAt! : now;
  const afterWarning = addDays(warnedAt, RETENTION_WARNING_DAYS);
  return endOfPeriod.getTime() >= afterWarning.getTime() ? endOfPeriod : afterWarning;
}
