import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileLike, FormAnswerValue, Solicitud, TramiteRequestFormSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/**
 * What POST /api/tramites/request receives from the web's form: the shared schema's parsed output, and the
 * answers to the procedure's published form (files are uploaded as documents afterwards; one marked
 * 'obligatorio al solicitar' is only described here, {name, type, size}).
 */
export type CreateSolicitudInput = z.output<typeof TramiteRequestFormSchema> & {
  form_answers?: Record<string, FormAnswerValue | FileLike>;
};

/** POST /api/tramites/request: a client asks for a trámite; the answer is the new solicitud. */
export const createSolicitud = (input: CreateSolicitudInput) =>
  api.post<Solicitud>('/tramites/request', input);

export function useCreateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSolicitud,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
