import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QualityReport } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** The period of the admin's 'Calidad' tab: Mexico City days, both included (the server defaults to 30 days). */
export interface QualityReportParams {
  desde?: string;
  hasta?: string;
}

/** GET /api/admin/quality: "% a tiempo" and satisfaction per gestor and per procedure. */
export const getQualityReport = (params: QualityReportParams, signal?: AbortSignal) =>
  api.get<QualityReport>('/admin/quality', { signal, query: { ...params } });

export const qualityReportQueryOptions = (params: QualityReportParams) =>
  queryOptions({
    queryKey: ['admin-quality', params],
    queryFn: ({ signal }) => getQualityReport(params, signal),
    placeholderData: keepPreviousData,
  });

export function useQualityReport(params: QualityReportParams) {
  return useQuery(qualityReportQueryOptions(params));
}
