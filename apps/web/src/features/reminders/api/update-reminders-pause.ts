import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemindersPause, RemindersState } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';
import { reminderKeys } from './get-reminders.ts';

/** PUT /api/solicitudes/{id}/reminders {paused} → the state as stored (the client only). */
export const updateRemindersPause = (solicitudId: string, body: RemindersPause) =>
  api.put<RemindersState>(`/solicitudes/${encodeURIComponent(solicitudId)}/reminders`, body);

export function useUpdateRemindersPause(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindersPause) => updateRemindersPause(solicitudId, body),
    onSuccess: (state) => {
      queryClient.setQueryData(reminderKeys.state(solicitudId), state);
      // The timeline records the pause (an oposición) with its date.
      void invalidateSolicitudQueries(queryClient);
    },
  });
}
