import type { Role, USER_STATUS_FILTERS } from '@tramites/shared';
import { queryKeys } from '../../../lib/query-keys.ts';

export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** What the users tab asks GET /api/admin/users for. */
export interface AdminUsersQuery {
  search?: string;
  role?: Role;
  status?: UserStatusFilter;
  limit: number;
  offset: number;
}

/** Query keys of the users and gestores tabs, under the shared roots (a status change refreshes the workload). */
export const userKeys = {
  users: (query: AdminUsersQuery) => [...queryKeys.users, 'admin', query] as const,
  pendingGestores: [...queryKeys.users, 'admin', 'pending-gestores'] as const,
  workload: [...queryKeys.solicitudes, 'admin-workload'] as const,
};
