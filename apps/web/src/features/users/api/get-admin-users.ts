import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { type AdminUsersQuery, userKeys } from './user-keys.ts';

/** The users page plus how many gestores wait for approval (whatever the filter). */
export type AdminUsersList = AdminUsersPage;

/** GET /api/admin/users: searched (name, e-mail, phone) and filtered by the server, newest first. */
export const getAdminUsers = (query: AdminUsersQuery, signal?: AbortSignal) =>
  api.get<AdminUsersList>('/admin/users', {
    signal,
    query: { ...query, search: query.search?.trim() || undefined },
  });

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: userKeys.users(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

/** The count on the Usuarios tab: the smallest page of the same call, for its `pending_gestores`. */
export const pendingGestoresQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.pendingGestores,
    queryFn: ({ signal }) => getAdminUsers({ status: 'pendientes', limit: 1, offset: 0 }, signal),
    select: (page) => page.pending_gestores,
    staleTime: 30_000,
  });

export function usePendingGestoresCount() {
  return useQuery(pendingGestoresQueryOptions());
}
