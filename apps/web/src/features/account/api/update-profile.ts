import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput, User } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/auth/me {name, phone} → the profile as stored. */
export const updateProfile = (input: ProfileUpdateInput) => api.put<User>('/auth/me', input);

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
