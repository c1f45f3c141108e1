import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeInfo } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** GET /api/privacy/notice: the versions in force, the responsible party and the retention period. */
export const getPrivacyNotice = () => api.get<PrivacyNoticeInfo>('/privacy/notice');

/** Fixed while the server runs: read once per visit (and put in the page by the prerenderer). */
export const privacyNoticeQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.notice,
    queryFn: getPrivacyNotice,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyNotice() {
  return useQuery(privacyNoticeQueryOptions());
}
