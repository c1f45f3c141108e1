import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** What the audit tab asks GET /api/admin/audit for. */
export interface AuditQueryParams {
  entity?: AuditEntity;
  actor?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

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
    // Every change (catalogue, users, solicitudes) writes the audit: it is read fresh each time.
    queryKey: ['admin-audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAudit(query: AuditQueryParams) {
  return useQuery(auditQueryOptions(query));
}
