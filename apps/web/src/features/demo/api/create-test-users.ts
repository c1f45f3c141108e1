import { useMutation } from '@tanstack/react-query';
import type { CreatedTestUsers } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/test/create-users (demo mode only, no body): creates the demo accounts that are missing. */
export const createTestUsers = () => api.post<CreatedTestUsers>('/test/create-users');

export function useCreateTestUsers() {
  return useMutation({ mutationFn: createTestUsers });
}
