import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InternalNote } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { internalNoteKeys } from './get-internal-notes.ts';

/** POST /api/solicitudes/{id}/internal-notes {body}. */
export const createInternalNote = ({ solicitudId, body }: { solicitudId: string; body: string }) =>
  api.post<InternalNote>(`/solicitudes/${encodeURIComponent(solicitudId)}/internal-notes`, { body });

export function useCreateInternalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalNote,
    onSuccess: (note, { solicitudId }) => {
      // Shown at once (the live event may arrive first or after: the id keeps it once).
      queryClient.setQueryData<InternalNote[]>(internalNoteKeys.list(solicitudId), (current) =>
        current && !current.some((item) => item.id === note.id) ? [...current, note] : current,
      );
      return queryClient.invalidateQueries({ queryKey: internalNoteKeys.list(solicitudId) });
    },
  });
}
