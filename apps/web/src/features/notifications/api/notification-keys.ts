import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the notifications root, which a sign-out drops with the rest of the user's data. */
export const notificationKeys = {
  all: queryKeys.notifications,
  list: [...queryKeys.notifications, 'list'] as const,
  settings: [...queryKeys.notifications, 'settings'] as const,
};
