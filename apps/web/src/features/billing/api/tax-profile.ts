import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxProfile, TaxProfileInput, TaxProfileResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

export const billingKeys = {
  taxProfile: ['account', 'tax-profile'] as const,
};

/** GET /api/account/tax-profile: the signed-in user's data for facturas, or null before they fill it in. */
export const getTaxProfile = (signal?: AbortSignal) =>
  api.get<TaxProfileResponse>('/account/tax-profile', { signal });

export const taxProfileQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.taxProfile, queryFn: ({ signal }) => getTaxProfile(signal) });

export function useTaxProfile() {
  return useQuery(taxProfileQueryOptions());
}

/** PUT /api/account/tax-profile → the profile as stored (422 with field errors otherwise). */
export const saveTaxProfile = (input: TaxProfileInput) => api.put<TaxProfile>('/account/tax-profile', input);

export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxProfile,
    onSuccess: (profile) =>
      queryClient.setQueryData<TaxProfileResponse>(billingKeys.taxProfile, { tax_profile: profile }),
  });
}
