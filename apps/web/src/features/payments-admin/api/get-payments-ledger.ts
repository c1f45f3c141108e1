import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerPage, LedgerStatus } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { paymentAdminKeys } from './payment-admin-keys.ts';

/** The ledger's filters as the tab holds them (dates YYYY-MM-DD, Mexico City days). */
export interface LedgerFilterValues {
  from?: string;
  to?: string;
  method?: string;
  status?: LedgerStatus;
  gestor_id?: string;
  folio?: string;
}

export interface LedgerQueryParams extends LedgerFilterValues {
  limit: number;
  offset: number;
}

/** GET /api/admin/payments: a page of the ledger with the totals of everything the filters match. */
export const getPaymentsLedger = (query: LedgerQueryParams, signal?: AbortSignal) =>
  api.get<LedgerPage>('/admin/payments', { signal, query: { ...query } });

export const paymentsLedgerQueryOptions = (query: LedgerQueryParams) =>
  queryOptions({
    queryKey: paymentAdminKeys.ledger(query),
    queryFn: ({ signal }) => getPaymentsLedger(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePaymentsLedger(query: LedgerQueryParams) {
  return useQuery(paymentsLedgerQueryOptions(query));
}
