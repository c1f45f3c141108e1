import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectFormByNamesResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateCatalogQueries } from '../../../lib/query-keys.ts';

export interface ConnectFormByNamesInput {
  tramite_name: string;
  form_name: string;
}

/** POST /api/admin/connect-form-by-names `{tramite_name, form_name}`. */
export const connectFormByNames = (input: ConnectFormByNamesInput) =>
  api.post<ConnectFormByNamesResponse>('/admin/connect-form-by-names', input);

/**
 * Connects each pair in turn; the catalogue is refreshed once at the end (by the caller's `onSettled`
 * through `invalidate`), not after every call.
 */
export function useConnectFormsByNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pairs: ConnectFormByNamesInput[]) => {
      const connected: ConnectFormByNamesResponse[] = [];
      const failed: { pair: ConnectFormByNamesInput; error: unknown }[] = [];
      for (const pair of pairs) {
        try {
          connected.push(await connectFormByNames(pair));
        } catch (error) {
          failed.push({ pair, error });
        }
      }
      return { connected, failed };
    },
    onSettled: () => invalidateCatalogQueries(queryClient),
  });
}
