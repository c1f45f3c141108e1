import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { queryKeys } from '../../lib/query-keys.ts';
import { documentKeys } from './api/get-solicitud-documents.ts';

/**
 * A document was uploaded, replaced or reviewed: the solicitud's documents reload (a version, its review
 * history and the progress all change, more than the event says), and so do the lists of documents
 * across solicitudes (the gestor and admin panels). Only what is on screen refetches at once.
 */
export function applyDocumentsLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type !== 'document.updated') {
    return;
  }
  void queryClient.invalidateQueries({ queryKey: documentKeys.ofSolicitud(event.data.tramite_request_id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
}
