import { isRequestStatus, isTerminalStatus } from '@tramites/shared';

/** Completed or cancelled: no more uploads, reviews, messages or moves. Unknown statuses count as open. */
export const isSolicitudClosed = (status: string): boolean =>
  isRequestStatus(status) && isTerminalStatus(status);
