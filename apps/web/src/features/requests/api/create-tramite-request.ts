import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { TramiteRequestPayload } from '../request-form-helpers.ts';

export interface CreatedTramiteRequest {
  id: string | number;
  folio?: string;
  status?: string;
}

export const createTramiteRequest = (payload: TramiteRequestPayload) =>
  api.post<CreatedTramiteRequest>('/tramites/request', payload);

export function useCreateTramiteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTramiteRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
