import type { QueryClient } from '@tanstack/react-query';
import type { InternalNote, LiveEvent } from '@tramites/shared';
import { internalNoteKeys } from './api/get-internal-notes.ts';

/** A colleague's note appears at once on an open solicitud (staff streams only carry these events). */
export function applyInternalNotesLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type !== 'internal_note.created') {
    return;
  }
  const note = event.data;
  queryClient.setQueryData<InternalNote[]>(internalNoteKeys.list(note.tramite_request_id), (current) =>
    current && !current.some((item) => item.id === note.id) ? [...current, note] : current,
  );
}
