import { isRequestStatus, isTerminalStatus } from '@tramites/shared';

/** Completed or cancelled: no more uploads, reviews or moves. Unknown statuses count as open. */
export const isRequestClosed = (status: string): boolean =>
  isRequestStatus(status) && isTerminalStatus(status);
