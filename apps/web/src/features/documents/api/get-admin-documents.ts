import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDocumentsPage, DocumentStatus } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdminDocumentsQuery {
  status?: DocumentStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/documents/all: every current version, newest first, paginated. */
export const getAdminDocuments = (query: AdminDocumentsQuery, signal?: AbortSignal) =>
  api.get<AdminDocumentsPage>('/admin/documents/all', { signal, query: { ...query } });

export const adminDocumentsQueryOptions = (query: AdminDocumentsQuery) =>
  queryOptions({
    queryKey: [...queryKeys.documents, 'admin-all', query],
    queryFn: ({ signal }) => getAdminDocuments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminDocuments(query: AdminDocumentsQuery) {
  return useQuery(adminDocumentsQueryOptions(query));
}
