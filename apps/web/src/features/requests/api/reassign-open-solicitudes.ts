import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReassignOpenRequestsSchema, ReassignOpenResult } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

export type ReassignOpenInput = { gestorId: string } & z.input<typeof ReassignOpenRequestsSchema>;

/** How many solicitudes moved, with the server's sentence ('3 solicitudes reasignadas a Ana'). */
export type { ReassignOpenResult };

/** POST /api/admin/gestores/{id}/reassign-open: every open solicitud of a gestor to another one. */
export const reassignOpenSolicitudes = ({ gestorId, ...body }: ReassignOpenInput) =>
  api.post<ReassignOpenResult>(`/admin/gestores/${encodeURIComponent(gestorId)}/reassign-open`, body);

export function useReassignOpenSolicitudes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignOpenSolicitudes,
    // The solicitudes, the gestores' loads and the assignable list all live under the solicitudes root.
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
