import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDocumentAccessPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** What the admin's 'Accesos' tab asks GET /api/admin/document-access for. */
export interface AdminDocumentAccessParams {
  /** Name or e-mail of who accessed. */
  user?: string;
  folio?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** GET /api/admin/document-access: the whole log, newest first, filtered by who, folio and Mexico City days. */
export const getAdminDocumentAccess = (params: AdminDocumentAccessParams, signal?: AbortSignal) =>
  api.get<AdminDocumentAccessPage>('/admin/document-access', {
    signal,
    query: { ...params, user: params.user?.trim() || undefined, folio: params.folio?.trim() || undefined },
  });

export const adminDocumentAccessQueryOptions = (params: AdminDocumentAccessParams) =>
  queryOptions({
    queryKey: ['admin-document-access', params],
    queryFn: ({ signal }) => getAdminDocumentAccess(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminDocumentAccess(params: AdminDocumentAccessParams) {
  return useQuery(adminDocumentAccessQueryOptions(params));
}
