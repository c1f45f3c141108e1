import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RemindersState } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Under the solicitudes root: any change to the solicitud (a document uploaded, a status moved) refreshes what
 * a reminder would chase now.
 */
export const reminderKeys = {
  state: (solicitudId: string) => [...queryKeys.solicitudes, 'reminders', solicitudId] as const,
};

/** GET /api/solicitudes/{id}/reminders → paused state; for staff also the reminders sent and what is pending. */
export const getReminders = (solicitudId: string, signal?: AbortSignal) =>
  api.get<RemindersState>(`/solicitudes/${encodeURIComponent(solicitudId)}/reminders`, { signal });

export const remindersQueryOptions = (solicitudId: string) =>
  queryOptions({
    queryKey: reminderKeys.state(solicitudId),
    queryFn: ({ signal }) => getReminders(solicitudId, signal),
  });

export function useReminders(solicitudId: string) {
  return useQuery(remindersQueryOptions(solicitudId));
}
