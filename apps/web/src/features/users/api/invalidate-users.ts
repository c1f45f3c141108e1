import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userKeys } from './user-keys.ts';

/**
 * After a change to an account: the users list and its pending count, the gestores' workload (active,
 * approved, capacity) and the dashboard's counts.
 */
export function invalidateUserQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.users }),
    queryClient.invalidateQueries({ queryKey: userKeys.workload }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]).then(() => undefined);
}
