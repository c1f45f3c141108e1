import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateRequestQueries } from './request-keys.ts';

export interface AssignGestorInput {
  requestId: string;
  gestorId: string;
  reason: string;
}

/** PUT /api/admin/solicitudes/{id}/assign-gestor?new_gestor_id=&assignment_reason= (admin). */
export const assignGestor = ({ requestId, gestorId, reason }: AssignGestorInput) =>
  api.put<{ message: string }>(
    `/admin/solicitudes/${encodeURIComponent(requestId)}/assign-gestor`,
    undefined,
    {
      query: { new_gestor_id: gestorId, assignment_reason: reason.trim() },
    },
  );

export function useAssignGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignGestor,
    // Loads change too.
    onSuccess: () => invalidateRequestQueries(queryClient),
  });
}
