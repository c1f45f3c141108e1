import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { type AuditQueryParams, adminKeys } from './admin-keys.ts';

/**
 * GET /api/admin/audit: back-office changes and solicitud events, newest first, filtered by entity, actor
 * (name, e-mail or id) and dates (YYYY-MM-DD, Mexico City days).
 */
export const getAudit = (query: AuditQueryParams, signal?: AbortSignal) =>
  api.get<AuditPage>('/admin/audit', {
    signal,
    query: { ...query, actor: query.actor?.trim() || undefined },
  });

export const auditQueryOptions = (query: AuditQueryParams) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAudit(query: AuditQueryParams) {
  return useQuery(auditQueryOptions(query));
}
