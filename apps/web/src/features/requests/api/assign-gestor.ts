import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export interface AssignGestorInput {
  solicitudId: string;
  gestorId: string;
  reason: string;
}

/** PUT /api/admin/solicitudes/{id}/assign-gestor?new_gestor_id=&assignment_reason= (admin). */
export const assignGestor = ({ solicitudId, gestorId, reason }: AssignGestorInput) =>
  api.put<MessageResponse>(`/admin/solicitudes/${encodeURIComponent(solicitudId)}/assign-gestor`, undefined, {
    query: { new_gestor_id: gestorId, assignment_reason: reason.trim() },
  });

export function useAssignGestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignGestor,
    // The solicitud, the lists and the gestores' loads (assignable gestores is under the same root).
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
