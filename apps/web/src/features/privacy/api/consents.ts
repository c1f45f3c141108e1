import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentCreateInput, ConsentsResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** GET /api/privacy/consents: the signed-in user's current choice of each consent. */
export const getConsents = () => api.get<ConsentsResponse>('/privacy/consents');

/** Read whenever a screen that depends on it opens: a request may have recorded a consent meanwhile. */
export function useConsents(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: privacyKeys.consents, queryFn: getConsents, staleTime: 0, ...options });
}

/** POST /api/privacy/consents: grants (or, for the secondary purposes, revokes) a consent. */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentCreateInput) => api.post<ConsentsResponse>('/privacy/consents', input),
    onSuccess: (consents) => queryClient.setQueryData(privacyKeys.consents, consents),
  });
}
