import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/** POST /api/solicitudes/{id}/reminders: the gestor sends one now (201 with it; 409 with the reason). */
export const sendReminder = (solicitudId: string) =>
  api.post<Reminder>(`/solicitudes/${encodeURIComponent(solicitudId)}/reminders`);

/** The list and the solicitud's timeline (its "Recordatorio enviado" line) both change. */
export function useSendReminder(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendReminder(solicitudId),
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
