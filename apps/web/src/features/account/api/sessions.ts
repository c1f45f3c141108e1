import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionsResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET /api/auth/sessions: the user's signed-in devices, the current one marked. */
export const getSessions = () => api.get<SessionsResponse>('/auth/sessions');

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: getSessions });
}

/** DELETE /api/auth/sessions/{id} (one device) or POST /api/auth/sessions/revoke-others (all the others). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others'
        ? api.post<null>('/auth/sessions/revoke-others')
        : api.delete<null>(`/auth/sessions/${encodeURIComponent(target.id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
