import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyActionsResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { solicitudKeys } from './solicitud-keys.ts';

/** GET /api/tramites/my-actions: the client's open requests with their next step, theirs first (issue 26). */
export const getMyActions = (signal?: AbortSignal) =>
  api.get<MyActionsResponse>('/tramites/my-actions', { signal });

export const myActionsQueryOptions = () =>
  queryOptions({
    // Under the solicitudes root: any change to a request (live events included) refreshes it.
    queryKey: solicitudKeys.myActions(),
    queryFn: ({ signal }) => getMyActions(signal),
    staleTime: 15_000,
  });

export function useMyActions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myActionsQueryOptions(), enabled });
}
