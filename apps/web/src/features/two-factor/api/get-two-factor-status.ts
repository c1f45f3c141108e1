import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

export const twoFactorKeys = { status: ['two-factor', 'status'] as const };

/** GET /api/auth/2fa → {enabled, can_enable, can_disable}. */
export const getTwoFactorStatus = (signal?: AbortSignal) => api.get<TwoFactorStatus>('/auth/2fa', { signal });

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
